"""Field values as a person types them, written from docs/FORMAT.md ("Field types") alone."""

import json
import re

NUMBER = re.compile(r"-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?\Z")
INTEGER = re.compile(r"[+-]?[0-9]+\Z")
TYPES = {"integer", "number", "string", "boolean", "choice", "duration", "load", "distance", "url", "list", "object"}
MEMBERS = {"name", "type", "choices", "items", "fields", "range", "length", "count", "multipleOf", "pattern",
           "required", "default", "unit", "doc", "example", "form"}
UNITS = [(["hours", "hour", "hrs", "hr", "h"], 3600), (["minutes", "minute", "mins", "min", "m"], 60),
         (["seconds", "second", "secs", "sec", "s"], 1)]


class FieldError(Exception):
    def __init__(self, code):
        super().__init__(code)
        self.code = code


def number_literal(text):
    """A JSON number's text as its value, or None when the text is not a JSON number."""
    if not NUMBER.match(text):
        return None
    return int(text) if re.fullmatch(r"-?[0-9]+", text) else float(text)


def whole(value):
    """A finite number below 1e15 that is whole is written as an integer."""
    return int(value) if value == int(value) and abs(value) < 1e15 else value


def compact(text):
    return "".join(ch for ch in text.lower() if not ch.isspace())


def ascii_digits(text):
    return text != "" and all("0" <= ch <= "9" for ch in text)


def duration(text):
    lower = text.lower()
    if ":" in lower:
        parts = lower.split(":")
        if not 2 <= len(parts) <= 3 or any(part == "" or len(part) > 6 for part in parts):
            return None
        if not all(ascii_digits(part) for part in parts) or any(len(part) != 2 for part in parts[1:]):
            return None
        numbers = [int(part) for part in parts]
        if any(number >= 60 for number in numbers[1:]):
            return None
        total = 0
        for number in numbers:
            total = total * 60 + number
        return total
    rest = compact(lower)
    if rest and len(rest) <= 9 and ascii_digits(rest):
        return int(rest)
    total, next_unit = 0, 0
    while rest:
        digits = re.match(r"[0-9]*", rest).group(0)
        if digits == "" or len(digits) > 6:
            return None
        rest = rest[len(digits):]
        match = None
        for index in range(next_unit, len(UNITS)):
            name = next((name for name in UNITS[index][0] if rest.startswith(name)), None)
            if name is not None:
                match = (index, name)
                break
        if match is None:
            return None
        rest = rest[len(match[1]):]
        total += int(digits) * UNITS[match[0]][1]
        next_unit = match[0] + 1
    return total if next_unit > 0 else None


def load(text):
    text = compact(text)

    def amount(number, unit):
        value = number_literal(number)
        return None if value is None or value < 0 else {"value": value, "unit": unit}

    for prefix in ("bodyweight", "bw"):
        if text.startswith(prefix):
            rest = text[len(prefix):]
            if rest == "":
                return {"value": 0, "unit": "bodyweight"}
            if not rest.startswith("+"):
                return None
            rest = rest[1:]
            return amount(rest[:-2] if rest.endswith("kg") else rest, "bodyweight")
    for suffix, unit in (("%", "percent1RM"), ("kgs", "kg"), ("kg", "kg"), ("lbs", "lb"), ("lb", "lb")):
        if text.endswith(suffix):
            return amount(text[: -len(suffix)], unit)
    return None


def distance(text):
    text = compact(text)
    if text.endswith("km"):
        try:
            kilometres = float(text[:-2])
        except ValueError:
            kilometres = None
        if kilometres is not None and kilometres == kilometres and abs(kilometres) != float("inf") and kilometres >= 0:
            return whole(kilometres * 1000) if kilometres * 1000 < 1e15 else None
    return number_literal(text[:-1] if text.endswith("m") else text)


def folded(text):
    return "".join(ch for ch in text.lower() if ch not in "-_ ")


def reject_constant(name):
    raise ValueError(name)


def parse(spec, text):
    """The JSON value `text` reads as for the field `spec`, or raises FieldError."""
    if not isinstance(spec, dict) or any(key not in MEMBERS for key in spec):
        raise FieldError("field-spec.invalid")
    if not all(isinstance(spec.get(key), str) for key in ("name", "type", "doc")) or spec["type"] not in TYPES:
        raise FieldError("field-spec.invalid")
    kind = spec["type"]
    trimmed = text.strip()
    value = None
    if kind in ("string", "url"):
        return text
    if kind == "integer":
        if INTEGER.match(trimmed) and -(2**63) <= int(trimmed) < 2**63:
            value = int(trimmed)
    elif kind == "number":
        value = number_literal(trimmed)
    elif kind == "boolean":
        value = {"true": True, "yes": True, "on": True, "1": True,
                 "false": False, "no": False, "off": False, "0": False}.get(trimmed.lower())
    elif kind == "choice":
        value = next((choice for choice in spec.get("choices", []) if folded(choice) == folded(trimmed)), None)
    elif kind == "duration":
        value = duration(trimmed)
    elif kind == "load":
        value = load(trimmed)
    elif kind == "distance":
        value = distance(trimmed)
    else:
        try:
            value = json.loads(trimmed, parse_constant=reject_constant)
        except ValueError:
            value = None
    if value is None:
        raise FieldError("field.unreadable-value")
    return value


def evaluate(operation, given):
    """Runs a fields case's operation on its input and returns the result object the case expects."""
    if operation != "parse":
        raise ValueError("fields has no operation %r" % operation)
    try:
        return {"value": parse(given["field"], given["text"])}
    except FieldError as error:
        return {"error": error.code}
