"""Fractional order keys, written from docs/FORMAT.md ("Order keys") alone, in the Python standard library."""

BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"


class OrderKeyError(Exception):
    """A refused call; `code` is the stable code, such as order-key.invalid-key."""

    def __init__(self, code):
        super().__init__(code)
        self.code = code


class Alphabet:
    """The digits of keys, smallest first: at least two ASCII characters in strictly ascending byte order."""

    def __init__(self, characters):
        raw = (BASE62 if characters is None else characters).encode("utf-8")
        if len(raw) < 2 or any(b >= 0x80 for b in raw) or any(x >= y for x, y in zip(raw, raw[1:])):
            raise OrderKeyError("order-key.invalid-alphabet")
        self.digits = raw
        self.base = len(raw)
        self.zero = raw[0]
        self.largest = raw[-1]
        self.index = {b: i for i, b in enumerate(raw)}


def integer_length(head):
    """The length of the integer part a head byte announces: a..z give 2..27, A..Z give 27..2."""
    if ord("a") <= head <= ord("z"):
        return head - ord("a") + 2
    if ord("A") <= head <= ord("Z"):
        return ord("Z") - head + 2
    return None


def is_reserved_minimum(integer, alphabet):
    return len(integer) == 27 and integer[0] == ord("A") and all(b == alphabet.zero for b in integer[1:])


def validate(key, alphabet):
    """Returns the integer part's length, or raises with the code of the first rule the key breaks."""
    if not key:
        raise OrderKeyError("order-key.invalid-key")
    length = integer_length(key[0])
    if length is None:
        raise OrderKeyError("order-key.invalid-head")
    if len(key) < length:
        raise OrderKeyError("order-key.invalid-length")
    if any(b not in alphabet.index for b in key[1:]):
        raise OrderKeyError("order-key.invalid-digit")
    if len(key) > length and key[-1] == alphabet.zero:
        raise OrderKeyError("order-key.trailing-zero")
    if len(key) == length and is_reserved_minimum(key, alphabet):
        raise OrderKeyError("order-key.invalid-key")
    return length


def increment(integer, alphabet):
    position = len(integer) - 1
    while position >= 1 and integer[position] == alphabet.largest:
        position -= 1
    if position >= 1:
        digit = alphabet.digits[alphabet.index[integer[position]] + 1]
        return integer[:position] + bytes([digit]) + bytes([alphabet.zero]) * (len(integer) - position - 1)
    head = integer[0]
    if head == ord("Z"):
        return bytes([ord("a"), alphabet.zero])
    if head == ord("z"):
        return None
    following = head + 1
    count = len(integer) - 1 + (1 if following > ord("a") else -1)
    return bytes([following]) + bytes([alphabet.zero]) * count


def decrement(integer, alphabet):
    position = len(integer) - 1
    while position >= 1 and integer[position] == alphabet.zero:
        position -= 1
    if position >= 1:
        digit = alphabet.digits[alphabet.index[integer[position]] - 1]
        return integer[:position] + bytes([digit]) + bytes([alphabet.largest]) * (len(integer) - position - 1)
    head = integer[0]
    if head == ord("a"):
        return bytes([ord("Z"), alphabet.largest])
    if head == ord("A"):
        return None
    previous = head - 1
    count = len(integer) - 1 + (1 if previous < ord("Z") else -1)
    return bytes([previous]) + bytes([alphabet.largest]) * count


def midpoint(lower, upper, alphabet):
    """The digits strictly between two fractions; `upper` None is the open end."""
    out = b""
    while True:
        if upper is not None:
            shared = 0
            while shared < len(upper) and (lower[shared] if shared < len(lower) else alphabet.zero) == upper[shared]:
                shared += 1
            if shared > 0:
                out += upper[:shared]
                lower = lower[min(shared, len(lower)):]
                upper = upper[shared:]
        digit_a = alphabet.index[lower[0]] if lower else 0
        if upper is not None:
            if not upper:
                raise OrderKeyError("order-key.out-of-order")
            digit_b = alphabet.index[upper[0]]
        else:
            digit_b = alphabet.base
        if digit_b - digit_a > 1:
            return out + bytes([alphabet.digits[(digit_a + digit_b + 1) // 2]])
        if upper is not None and len(upper) > 1:
            return out + upper[:1]
        out += bytes([alphabet.digits[digit_a]])
        lower = lower[1:]
        upper = None


def between(a, b, alphabet):
    """One key strictly between byte strings a and b (None is an open end)."""
    length_a = validate(a, alphabet) if a is not None else 0
    length_b = validate(b, alphabet) if b is not None else 0
    if a is not None and b is not None and a >= b:
        raise OrderKeyError("order-key.out-of-order")
    if a is None and b is None:
        return bytes([ord("a"), alphabet.zero])
    if a is None:
        integer, fraction = b[:length_b], b[length_b:]
        if is_reserved_minimum(integer, alphabet):
            return integer + midpoint(b"", fraction, alphabet)
        if fraction:
            return integer
        lower = decrement(integer, alphabet)
        if lower is None:
            raise OrderKeyError("order-key.exhausted")
        return lower
    integer_a, fraction_a = a[:length_a], a[length_a:]
    if b is None:
        higher = increment(integer_a, alphabet)
        return higher if higher is not None else integer_a + midpoint(fraction_a, None, alphabet)
    integer_b = b[:length_b]
    if integer_a == integer_b:
        return integer_a + midpoint(fraction_a, b[length_b:], alphabet)
    higher = increment(integer_a, alphabet)
    if higher is None:
        raise OrderKeyError("order-key.exhausted")
    if higher < b:
        return higher
    return integer_a + midpoint(fraction_a, None, alphabet)


def n_between(a, b, count, alphabet):
    """`count` increasing keys between a and b: split at the middle key, or walked from the one bound."""
    if count < 0:
        raise OrderKeyError("order-key.invalid-count")
    first = between(a, b, alphabet)
    if count <= 1:
        return [first] if count == 1 else []
    if b is None:
        keys = [first]
        while len(keys) < count:
            keys.append(between(keys[-1], None, alphabet))
        return keys
    if a is None:
        keys = [first]
        while len(keys) < count:
            keys.append(between(None, keys[-1], alphabet))
        return list(reversed(keys))
    middle = count // 2
    return n_between(a, first, middle, alphabet) + [first] + n_between(first, b, count - middle - 1, alphabet)


def rebalanced(count, alphabet):
    """`count` evenly spaced keys from "a0": "a" and L digits of index * base^L // count, trailing zeros dropped."""
    if count < 0:
        raise OrderKeyError("order-key.invalid-count")
    length, span = 1, alphabet.base
    while span < count:
        span *= alphabet.base
        length += 1
    keys = []
    for index in range(count):
        value = index * span // count
        digits = []
        for _ in range(length):
            digits.append(alphabet.digits[value % alphabet.base])
            value //= alphabet.base
        key = bytes([ord("a")]) + bytes(reversed(digits))
        while len(key) > 2 and key[-1] == alphabet.zero:
            key = key[:-1]
        keys.append(key)
    return keys


def evaluate(operation, given):
    """Runs an order-keys case's operation on its input and returns the result object the case expects."""

    def text(value):
        return None if value is None else value.encode("utf-8")

    try:
        alphabet = Alphabet(given.get("digits"))
        if operation == "between":
            return {"key": between(text(given["a"]), text(given["b"]), alphabet).decode("utf-8")}
        if operation == "n-keys":
            keys = n_between(text(given["a"]), text(given["b"]), given["count"], alphabet)
            return {"keys": [key.decode("utf-8") for key in keys]}
        if operation == "rebalance":
            return {"keys": [key.decode("utf-8") for key in rebalanced(given["count"], alphabet)]}
        if operation == "validate":
            validate(text(given["key"]), alphabet)
            return {"valid": True}
    except OrderKeyError as error:
        return {"error": error.code}
    raise ValueError("order-keys has no operation %r" % operation)
