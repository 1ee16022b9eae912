// The server's SQL, schema version 1, kept in the build so `kheper server init` needs no file beside it.
extension ServerSchema {
    /// Creates schema `kheper`: the group role, the tables with row-level security, the order-key functions and
    /// kheper.push / kheper.pull.
    static let version1 = #"""
        -- Kheper's sync server, schema version 1: the tables, row-level security, and kheper.push / kheper.pull in
        -- PL/pgSQL implementing the merge rules of the shared contract (docs/SYNC.md). `kheper server init` runs
        -- it once, in one transaction, and records the version in kheper.schema_version.
        --
        -- Choices the contract leaves open, made here and in the device's ReferenceServer alike:
        -- * A `duplicate` or `rejected` outcome changes nothing and carries the user's latest version.
        -- * A rejected record still consumes its seq: pushing it again is a `duplicate`.
        -- * Deleting a block that is already deleted is `applied` (and logged) and changes nothing; a change to a
        --   workout that does not exist or was deleted is `rejected`; `putWorkout` on a live workout sets its title.
        -- * `extra` may be left out of an `insertBlock` and means {}.
        -- * `logSet`: a set's session row is stored with the set's `sessionFields` object (or {}) the first time a
        --   set names that session; sets and sessions are keyed by their UUIDs across all users, so a UUID another
        --   user already holds is `rejected`.
        -- * Pushes of one user run one at a time (an advisory lock), so a user's versions follow commit order and a
        --   pull that has seen version v has seen every earlier version of that user.
        -- Deviation from the contract's table list: kheper.schema_version holds no user's data, so it has no owner
        -- column; every user may read it and none may change it.
        SET LOCAL client_min_messages = warning;
        CREATE SCHEMA IF NOT EXISTS kheper;
        -- Every user is a login role in the group role kheper_user; init creates the group when it is missing.
        DO $do$
        BEGIN
            CREATE ROLE kheper_user NOLOGIN;
        EXCEPTION WHEN duplicate_object OR unique_violation THEN
            NULL;
        END
        $do$;

        CREATE TABLE kheper.schema_version (version integer NOT NULL);
        INSERT INTO kheper.schema_version (version) VALUES (0);

        CREATE TABLE kheper.workouts (
            owner name NOT NULL DEFAULT current_user,
            id text NOT NULL,
            title text NOT NULL DEFAULT '',
            deleted boolean NOT NULL DEFAULT false,
            PRIMARY KEY (owner, id)
        );

        CREATE TABLE kheper.blocks (
            owner name NOT NULL DEFAULT current_user,
            workout_id text NOT NULL,
            id text NOT NULL,
            parent_id text,
            order_key text COLLATE "C" NOT NULL,
            type text NOT NULL,
            version integer NOT NULL,
            data jsonb NOT NULL DEFAULT '{}',
            extra jsonb NOT NULL DEFAULT '{}',
            deleted boolean NOT NULL DEFAULT false,
            PRIMARY KEY (owner, workout_id, id),
            FOREIGN KEY (owner, workout_id) REFERENCES kheper.workouts (owner, id)
        );
        CREATE INDEX blocks_live_siblings ON kheper.blocks (owner, workout_id, parent_id, order_key)
            WHERE NOT deleted;

        CREATE TABLE kheper.log_sessions (
            owner name NOT NULL DEFAULT current_user,
            id uuid PRIMARY KEY,
            data jsonb NOT NULL DEFAULT '{}'
        );

        CREATE TABLE kheper.log_sets (
            owner name NOT NULL DEFAULT current_user,
            id uuid PRIMARY KEY,
            session_id uuid NOT NULL REFERENCES kheper.log_sessions (id),
            data jsonb NOT NULL
        );

        CREATE TABLE kheper.changes (
            version bigserial PRIMARY KEY,
            owner name NOT NULL DEFAULT current_user,
            client text NOT NULL,
            seq bigint NOT NULL,
            change jsonb NOT NULL,
            UNIQUE (owner, client, seq)
        );
        CREATE INDEX changes_by_owner ON kheper.changes (owner, version);

        CREATE TABLE kheper.clients (
            owner name NOT NULL DEFAULT current_user,
            client text NOT NULL,
            last_seq bigint NOT NULL,
            PRIMARY KEY (owner, client)
        );

        -- Row-level security, forced even for the tables' owner: a user reads and writes only rows it owns.
        DO $do$
        DECLARE
            table_name text;
        BEGIN
            FOREACH table_name IN ARRAY ARRAY['workouts', 'blocks', 'log_sessions', 'log_sets', 'changes', 'clients']
            LOOP
                EXECUTE format('ALTER TABLE kheper.%I ENABLE ROW LEVEL SECURITY', table_name);
                EXECUTE format('ALTER TABLE kheper.%I FORCE ROW LEVEL SECURITY', table_name);
                EXECUTE format(
                    'CREATE POLICY owner_only ON kheper.%I '
                        || 'USING (owner = current_user) WITH CHECK (owner = current_user)',
                    table_name);
            END LOOP;
        END
        $do$;
        -- The schema version holds no user's data: every user may read it, and no user may change it.
        ALTER TABLE kheper.schema_version ENABLE ROW LEVEL SECURITY;
        ALTER TABLE kheper.schema_version FORCE ROW LEVEL SECURITY;
        CREATE POLICY readable ON kheper.schema_version FOR SELECT USING (true);
        -- Fractional order keys, byte for byte the algorithm of KheperOrderKeys' FractionalIndex.key(between:and:)
        -- (rocicorp/fractional-indexing v3.2.0) in the base-62 alphabet; keys compare bytewise (COLLATE "C").
        CREATE FUNCTION kheper.key_integer_length(head text) RETURNS integer
        LANGUAGE sql IMMUTABLE STRICT SET search_path = pg_catalog, pg_temp AS $fn$
            SELECT CASE
                WHEN head BETWEEN 'a' AND 'z' AND length(head) = 1 THEN ascii(head) - ascii('a') + 2
                WHEN head BETWEEN 'A' AND 'Z' AND length(head) = 1 THEN ascii('Z') - ascii(head) + 2
            END
        $fn$;

        -- Returns the length of the key's integer part, or raises 22023 naming the key when it is malformed.
        CREATE FUNCTION kheper.key_validate(key text) RETURNS integer
        LANGUAGE plpgsql IMMUTABLE STRICT SET search_path = pg_catalog, pg_temp AS $fn$
        DECLARE
            integer_length integer := kheper.key_integer_length(substr(key, 1, 1) COLLATE "C");
        BEGIN
            IF key = '' THEN
                RAISE EXCEPTION 'invalid order key: %', key USING ERRCODE = '22023';
            END IF;
            IF integer_length IS NULL THEN
                RAISE EXCEPTION 'invalid order key head: %', substr(key, 1, 1) USING ERRCODE = '22023';
            END IF;
            IF length(key) < integer_length
                OR substr(key, 2) !~ '^[0-9A-Za-z]*$'
                OR (length(key) > integer_length AND right(key, 1) = '0')
                OR key = 'A' || repeat('0', 26)
            THEN
                RAISE EXCEPTION 'invalid order key: %', key USING ERRCODE = '22023';
            END IF;
            RETURN integer_length;
        END
        $fn$;

        -- The digit string strictly between fractions lower and upper (NULL upper: the open end).
        CREATE FUNCTION kheper.key_midpoint(lower text, upper text) RETURNS text
        LANGUAGE plpgsql IMMUTABLE SET search_path = pg_catalog, pg_temp AS $fn$
        DECLARE
            digits constant text := '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
            a text := lower;
            b text := upper;
            written text := '';
            index_a integer;
            index_b integer;
            digit_a integer;
            digit_b integer;
            x text;
        BEGIN
            LOOP
                IF b IS NOT NULL THEN
                    -- Strip the longest common prefix, padding a with zero digits.
                    index_a := 1;
                    index_b := 1;
                    WHILE index_b <= length(b) LOOP
                        x := CASE WHEN index_a <= length(a) THEN substr(a, index_a, 1) ELSE '0' END;
                        EXIT WHEN x <> substr(b, index_b, 1);
                        IF index_a <= length(a) THEN
                            index_a := index_a + 1;
                        END IF;
                        index_b := index_b + 1;
                    END LOOP;
                    IF index_b > 1 THEN
                        written := written || substr(b, 1, index_b - 1);
                        a := substr(a, index_a);
                        b := substr(b, index_b);
                    END IF;
                END IF;
                digit_a := CASE WHEN a = '' THEN 0 ELSE strpos(digits, substr(a, 1, 1)) - 1 END;
                IF b IS NOT NULL THEN
                    IF b = '' THEN
                        RAISE EXCEPTION 'internal error: order key fractions are not in order'
                            USING ERRCODE = '22023';
                    END IF;
                    digit_b := strpos(digits, substr(b, 1, 1)) - 1;
                ELSE
                    digit_b := 62;
                END IF;
                IF digit_b - digit_a > 1 THEN
                    RETURN written || substr(digits, (digit_a + digit_b + 1) / 2 + 1, 1);
                END IF;
                IF b IS NOT NULL AND length(b) > 1 THEN
                    RETURN written || substr(b, 1, 1);
                END IF;
                written := written || substr(digits, digit_a + 1, 1);
                IF a <> '' THEN
                    a := substr(a, 2);
                END IF;
                b := NULL;
            END LOOP;
        END
        $fn$;

        -- The integer part after the given one, or NULL after the largest.
        CREATE FUNCTION kheper.key_increment(integer_part text) RETURNS text
        LANGUAGE plpgsql IMMUTABLE STRICT SET search_path = pg_catalog, pg_temp AS $fn$
        DECLARE
            digits constant text := '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
            head text := substr(integer_part, 1, 1);
            position integer := length(integer_part);
            next_head text;
        BEGIN
            WHILE position >= 2 AND substr(integer_part, position, 1) = 'z' LOOP
                position := position - 1;
            END LOOP;
            IF position >= 2 THEN
                RETURN substr(integer_part, 1, position - 1)
                    || substr(digits, strpos(digits, substr(integer_part, position, 1)) + 1, 1)
                    || repeat('0', length(integer_part) - position);
            END IF;
            IF head = 'Z' THEN
                RETURN 'a0';
            ELSIF head = 'z' THEN
                RETURN NULL;
            END IF;
            next_head := chr(ascii(head) + 1);
            RETURN next_head
                || repeat('0', length(integer_part) - 1 + CASE WHEN ascii(next_head) > ascii('a') THEN 1 ELSE -1 END);
        END
        $fn$;

        -- The integer part before the given one, or NULL before the smallest.
        CREATE FUNCTION kheper.key_decrement(integer_part text) RETURNS text
        LANGUAGE plpgsql IMMUTABLE STRICT SET search_path = pg_catalog, pg_temp AS $fn$
        DECLARE
            digits constant text := '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
            head text := substr(integer_part, 1, 1);
            position integer := length(integer_part);
            previous_head text;
        BEGIN
            WHILE position >= 2 AND substr(integer_part, position, 1) = '0' LOOP
                position := position - 1;
            END LOOP;
            IF position >= 2 THEN
                RETURN substr(integer_part, 1, position - 1)
                    || substr(digits, strpos(digits, substr(integer_part, position, 1)) - 1, 1)
                    || repeat('z', length(integer_part) - position);
            END IF;
            IF head = 'a' THEN
                RETURN 'Zz';
            ELSIF head = 'A' THEN
                RETURN NULL;
            END IF;
            previous_head := chr(ascii(head) - 1);
            RETURN previous_head
                || repeat('z',
                    length(integer_part) - 1 + CASE WHEN ascii(previous_head) < ascii('Z') THEN 1 ELSE -1 END);
        END
        $fn$;

        -- A key strictly between a and b, NULL meaning an open end; raises 22023 for a malformed key or bounds out of
        -- order.
        CREATE FUNCTION kheper.key_between(a text, b text) RETURNS text
        LANGUAGE plpgsql IMMUTABLE SET search_path = pg_catalog, pg_temp AS $fn$
        DECLARE
            length_a integer;
            length_b integer;
            integer_a text;
            integer_b text;
            result text;
        BEGIN
            IF a IS NOT NULL THEN
                length_a := kheper.key_validate(a);
            END IF;
            IF b IS NOT NULL THEN
                length_b := kheper.key_validate(b);
            END IF;
            IF a IS NOT NULL AND b IS NOT NULL AND (a COLLATE "C") >= (b COLLATE "C") THEN
                RAISE EXCEPTION '% >= %', a, b USING ERRCODE = '22023';
            END IF;
            IF a IS NULL AND b IS NULL THEN
                RETURN 'a0';
            END IF;
            IF a IS NULL THEN
                integer_b := substr(b, 1, length_b);
                IF integer_b = 'A' || repeat('0', 26) THEN
                    RETURN integer_b || kheper.key_midpoint('', substr(b, length_b + 1));
                END IF;
                IF length_b < length(b) THEN
                    RETURN integer_b;
                END IF;
                result := kheper.key_decrement(integer_b);
                IF result IS NULL THEN
                    RAISE EXCEPTION 'cannot decrement any more: %', b USING ERRCODE = '22023';
                END IF;
                RETURN result;
            END IF;
            integer_a := substr(a, 1, length_a);
            IF b IS NULL THEN
                result := kheper.key_increment(integer_a);
                IF result IS NULL THEN
                    RETURN integer_a || kheper.key_midpoint(substr(a, length_a + 1), NULL);
                END IF;
                RETURN result;
            END IF;
            integer_b := substr(b, 1, length_b);
            IF integer_a = integer_b THEN
                RETURN integer_a || kheper.key_midpoint(substr(a, length_a + 1), substr(b, length_b + 1));
            END IF;
            result := kheper.key_increment(integer_a);
            IF result IS NULL THEN
                RAISE EXCEPTION 'cannot increment any more: %', a USING ERRCODE = '22023';
            END IF;
            IF (result COLLATE "C") < (b COLLATE "C") THEN
                RETURN result;
            END IF;
            RETURN integer_a || kheper.key_midpoint(substr(a, length_a + 1), NULL);
        END
        $fn$;
        -- The first free order key at or after `wanted` among the live siblings under `parent` (the block itself
        -- aside): `wanted` when no live sibling holds it, else a key strictly between that sibling and the next,
        -- until free.
        CREATE FUNCTION kheper.free_order_key(workout text, parent text, block text, wanted text) RETURNS text
        LANGUAGE plpgsql STABLE SET search_path = pg_catalog, pg_temp AS $fn$
        DECLARE
            key text := wanted;
            next_key text;
        BEGIN
            LOOP
                PERFORM 1 FROM kheper.blocks b
                WHERE b.owner = current_user AND b.workout_id = workout AND b.parent_id IS NOT DISTINCT FROM parent
                    AND NOT b.deleted AND b.id <> block AND b.order_key = key;
                EXIT WHEN NOT FOUND;
                SELECT min(b.order_key) INTO next_key FROM kheper.blocks b
                WHERE b.owner = current_user AND b.workout_id = workout AND b.parent_id IS NOT DISTINCT FROM parent
                    AND NOT b.deleted AND b.id <> block AND b.order_key > (key COLLATE "C");
                key := kheper.key_between(key, next_key);
            END LOOP;
            RETURN key;
        END
        $fn$;

        -- Why `parent` cannot take a child in the workout, or NULL when it can (the root always can).
        CREATE FUNCTION kheper.parent_problem(workout text, parent text) RETURNS text
        LANGUAGE plpgsql STABLE SET search_path = pg_catalog, pg_temp AS $fn$
        DECLARE
            parent_deleted boolean;
        BEGIN
            IF parent IS NULL THEN
                RETURN NULL;
            END IF;
            SELECT b.deleted INTO parent_deleted FROM kheper.blocks b
            WHERE b.owner = current_user AND b.workout_id = workout AND b.id = parent;
            IF NOT FOUND THEN
                RETURN format('There is no parent block "%s".', parent);
            ELSIF parent_deleted THEN
                RETURN format('The block "%s" was deleted.', parent);
            END IF;
            RETURN NULL;
        END
        $fn$;

        -- Applies one change record's intent by the merge rules, for the calling user, without the bookkeeping of
        -- client sequence numbers and the change log (kheper.apply_change does that): status is applied, rewritten,
        -- rejected or duplicate; reason says why a record was rejected; applied is the record as applied.
        CREATE FUNCTION kheper.apply_intent(rec jsonb, OUT status text, OUT reason text, OUT applied jsonb)
        LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $fn$
        DECLARE
            op text := rec ->> 'op';
            workout text;
            block text;
            parent text;
            wanted_order text;
            key text;
            workout_deleted boolean;
            existing kheper.blocks%ROWTYPE;
            logged jsonb;
            set_id uuid;
            session_id uuid;
            fields jsonb;
            uuid_pattern constant text := '^[0-9A-Fa-f]{8}-([0-9A-Fa-f]{4}-){3}[0-9A-Fa-f]{12}$';
        BEGIN
            status := 'rejected';
            applied := rec;
            IF op = 'logSet' THEN
                logged := rec -> 'set';
                IF jsonb_typeof(logged) IS DISTINCT FROM 'object' THEN
                    reason := 'The change record has no object "set".';
                    RETURN;
                END IF;
                IF jsonb_typeof(logged -> 'id') IS DISTINCT FROM 'string' OR (logged ->> 'id') !~ uuid_pattern THEN
                    reason := 'The logged set has no string "id" holding a UUID.';
                    RETURN;
                END IF;
                IF jsonb_typeof(logged -> 'session') IS DISTINCT FROM 'string'
                    OR (logged ->> 'session') !~ uuid_pattern
                THEN
                    reason := 'The logged set has no string "session" holding a UUID.';
                    RETURN;
                END IF;
                set_id := (logged ->> 'id')::uuid;
                session_id := (logged ->> 'session')::uuid;
                PERFORM 1 FROM kheper.log_sets s WHERE s.owner = current_user AND s.id = set_id;
                IF FOUND THEN
                    status := 'duplicate';
                    RETURN;
                END IF;
                PERFORM 1 FROM kheper.log_sessions s WHERE s.owner = current_user AND s.id = session_id;
                IF NOT FOUND THEN
                    BEGIN
                        INSERT INTO kheper.log_sessions (id, data) VALUES (
                            session_id,
                            CASE WHEN jsonb_typeof(logged -> 'sessionFields') = 'object'
                                THEN logged -> 'sessionFields' ELSE '{}'::jsonb END);
                    EXCEPTION WHEN unique_violation THEN
                        reason := format('The session id "%s" is already used by another user.', session_id);
                        RETURN;
                    END;
                END IF;
                BEGIN
                    INSERT INTO kheper.log_sets (id, session_id, data) VALUES (set_id, session_id, logged);
                EXCEPTION WHEN unique_violation THEN
                    reason := format('The set id "%s" is already used by another user.', set_id);
                    RETURN;
                END;
                status := 'applied';
                RETURN;
            END IF;

            IF op IS NULL
                OR op NOT IN ('putWorkout', 'deleteWorkout', 'insertBlock', 'moveBlock', 'updateBlock', 'deleteBlock')
            THEN
                reason := format(
                    'The change record''s "op" is %s; expected putWorkout, deleteWorkout, insertBlock, moveBlock, '
                        || 'updateBlock, deleteBlock or logSet.',
                    coalesce((rec -> 'op')::text, 'missing'));
                RETURN;
            END IF;
            IF jsonb_typeof(rec -> 'workout') IS DISTINCT FROM 'string' THEN
                reason := 'The change record has no string "workout".';
                RETURN;
            END IF;
            workout := rec ->> 'workout';
            SELECT w.deleted INTO workout_deleted FROM kheper.workouts w
            WHERE w.owner = current_user AND w.id = workout FOR UPDATE;

            IF op = 'putWorkout' THEN
                IF jsonb_typeof(rec -> 'title') IS DISTINCT FROM 'string' THEN
                    reason := 'The change record has no string "title".';
                    RETURN;
                END IF;
                IF workout_deleted THEN
                    reason := format('The workout "%s" was deleted.', workout);
                    RETURN;
                END IF;
                INSERT INTO kheper.workouts (id, title) VALUES (workout, rec ->> 'title')
                ON CONFLICT (owner, id) DO UPDATE SET title = excluded.title;
                status := 'applied';
                RETURN;
            END IF;
            IF workout_deleted IS NULL THEN
                reason := format('There is no workout "%s".', workout);
                RETURN;
            END IF;
            IF op = 'deleteWorkout' THEN
                UPDATE kheper.workouts w SET deleted = true WHERE w.owner = current_user AND w.id = workout;
                UPDATE kheper.blocks b SET deleted = true WHERE b.owner = current_user AND b.workout_id = workout;
                status := 'applied';
                RETURN;
            END IF;
            IF workout_deleted THEN
                reason := format('The workout "%s" was deleted.', workout);
                RETURN;
            END IF;

            IF jsonb_typeof(rec -> 'block') IS DISTINCT FROM 'string' THEN
                reason := 'The change record has no string "block".';
                RETURN;
            END IF;
            block := rec ->> 'block';
            SELECT * INTO existing FROM kheper.blocks b
            WHERE b.owner = current_user AND b.workout_id = workout AND b.id = block FOR UPDATE;

            IF op IN ('insertBlock', 'moveBlock') THEN
                IF jsonb_typeof(rec -> 'parent') IS DISTINCT FROM 'string'
                    AND jsonb_typeof(rec -> 'parent') IS DISTINCT FROM 'null'
                THEN
                    reason := 'The change record''s "parent" must be a block id or null.';
                    RETURN;
                END IF;
                parent := rec ->> 'parent';
                IF jsonb_typeof(rec -> 'order') IS DISTINCT FROM 'string' THEN
                    reason := 'The change record has no string "order".';
                    RETURN;
                END IF;
                wanted_order := rec ->> 'order';
                BEGIN
                    PERFORM kheper.key_validate(wanted_order);
                EXCEPTION WHEN invalid_parameter_value THEN
                    reason := format('The change record''s "order" "%s" is not a valid order key.', wanted_order);
                    RETURN;
                END;
            END IF;

            IF op = 'insertBlock' THEN
                IF jsonb_typeof(rec -> 'type') IS DISTINCT FROM 'string' THEN
                    reason := 'The change record has no string "type".';
                    RETURN;
                END IF;
                IF jsonb_typeof(rec -> 'version') IS DISTINCT FROM 'number'
                    OR (rec ->> 'version') !~ '^-?[0-9]{1,9}$'
                THEN
                    reason := 'The change record has no integer "version".';
                    RETURN;
                END IF;
                IF jsonb_typeof(rec -> 'data') IS DISTINCT FROM 'object' THEN
                    reason := 'The change record has no object "data".';
                    RETURN;
                END IF;
                IF jsonb_typeof(coalesce(rec -> 'extra', '{}')) IS DISTINCT FROM 'object' THEN
                    reason := 'The change record''s "extra" must be an object.';
                    RETURN;
                END IF;
                IF existing.id IS NOT NULL THEN
                    IF existing.parent_id IS NOT DISTINCT FROM parent AND existing.order_key = wanted_order
                        AND existing.type = rec ->> 'type' AND existing.version = (rec ->> 'version')::integer
                        AND existing.data = rec -> 'data' AND existing.extra = coalesce(rec -> 'extra', '{}')
                    THEN
                        status := 'duplicate';
                    ELSIF existing.deleted THEN
                        reason := format('The block "%s" was deleted.', block);
                    ELSE
                        reason := format('A different block with the id "%s" exists.', block);
                    END IF;
                    RETURN;
                END IF;
                reason := kheper.parent_problem(workout, parent);
                IF reason IS NOT NULL THEN
                    RETURN;
                END IF;
                key := kheper.free_order_key(workout, parent, block, wanted_order);
                INSERT INTO kheper.blocks (workout_id, id, parent_id, order_key, type, version, data, extra)
                VALUES (workout, block, parent, key, rec ->> 'type', (rec ->> 'version')::integer, rec -> 'data',
                    coalesce(rec -> 'extra', '{}'));
            ELSE
                IF existing.id IS NULL THEN
                    reason := format('There is no block "%s".', block);
                    RETURN;
                END IF;
                IF existing.deleted THEN
                    IF op = 'deleteBlock' THEN
                        status := 'applied';
                    ELSE
                        reason := format('The block "%s" was deleted.', block);
                    END IF;
                    RETURN;
                END IF;
            END IF;

            IF op = 'moveBlock' THEN
                reason := kheper.parent_problem(workout, parent);
                IF reason IS NOT NULL THEN
                    RETURN;
                END IF;
                IF parent IS NOT NULL AND EXISTS (
                    WITH RECURSIVE ancestors(id) AS (
                        SELECT parent
                        UNION
                        SELECT b.parent_id FROM kheper.blocks b JOIN ancestors a ON b.id = a.id
                        WHERE b.owner = current_user AND b.workout_id = workout AND b.parent_id IS NOT NULL
                    )
                    SELECT 1 FROM ancestors WHERE ancestors.id = block)
                THEN
                    reason := format('The move would put the block "%s" inside itself, a cycle.', block);
                    RETURN;
                END IF;
                key := kheper.free_order_key(workout, parent, block, wanted_order);
                UPDATE kheper.blocks b SET parent_id = parent, order_key = key
                WHERE b.owner = current_user AND b.workout_id = workout AND b.id = block;
            ELSIF op = 'updateBlock' THEN
                fields := rec -> 'fields';
                IF jsonb_typeof(fields) IS DISTINCT FROM 'object' THEN
                    reason := 'The change record has no object "fields".';
                    RETURN;
                END IF;
                IF rec ? 'type' OR rec ? 'version' THEN
                    IF jsonb_typeof(rec -> 'type') IS DISTINCT FROM 'string'
                        OR jsonb_typeof(rec -> 'version') IS DISTINCT FROM 'number'
                        OR (rec ->> 'version') !~ '^-?[0-9]{1,9}$'
                    THEN
                        reason := 'A kind conversion needs both a string "type" and an integer "version".';
                        RETURN;
                    END IF;
                END IF;
                UPDATE kheper.blocks b SET
                    data = (b.data - ARRAY(SELECT f.key FROM jsonb_each(fields) f WHERE f.value = 'null'::jsonb))
                        || coalesce(
                            (SELECT jsonb_object_agg(f.key, f.value) FROM jsonb_each(fields) f
                                WHERE f.value <> 'null'::jsonb),
                            '{}'::jsonb),
                    type = coalesce(rec ->> 'type', b.type),
                    version = coalesce((rec ->> 'version')::integer, b.version)
                WHERE b.owner = current_user AND b.workout_id = workout AND b.id = block;
            ELSIF op = 'deleteBlock' THEN
                WITH RECURSIVE subtree(id) AS (
                    SELECT block
                    UNION
                    SELECT b.id FROM kheper.blocks b JOIN subtree s ON b.parent_id = s.id
                    WHERE b.owner = current_user AND b.workout_id = workout
                )
                UPDATE kheper.blocks b SET deleted = true
                WHERE b.owner = current_user AND b.workout_id = workout AND b.id IN (SELECT id FROM subtree);
            END IF;

            IF key IS NOT NULL AND key <> wanted_order THEN
                status := 'rewritten';
                applied := jsonb_set(rec, '{order}', to_jsonb(key));
            ELSE
                status := 'applied';
            END IF;
        END
        $fn$;

        -- Applies one change record for the calling user: a replay (seq at or below the client's last) is a
        -- duplicate; otherwise the intent is applied by the merge rules, the client's last seq advances, and an
        -- applied or rewritten record joins the change log. Returns the record's outcome.
        CREATE FUNCTION kheper.apply_change(rec jsonb) RETURNS jsonb
        LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $fn$
        DECLARE
            client_id text;
            sequence_number bigint;
            last_applied bigint;
            latest bigint;
            result record;
            logged_version bigint;
        BEGIN
            IF jsonb_typeof(rec) IS DISTINCT FROM 'object' THEN
                RAISE EXCEPTION 'a change record must be a JSON object, found %',
                    coalesce(jsonb_typeof(rec), 'nothing') USING ERRCODE = '22023';
            END IF;
            IF jsonb_typeof(rec -> 'client') IS DISTINCT FROM 'string' OR rec ->> 'client' = '' THEN
                RAISE EXCEPTION 'a change record''s "client" must be a non-empty string, found %',
                    coalesce((rec -> 'client')::text, 'nothing') USING ERRCODE = '22023';
            END IF;
            IF jsonb_typeof(rec -> 'seq') IS DISTINCT FROM 'number' OR (rec ->> 'seq') !~ '^[0-9]{1,18}$'
                OR (rec ->> 'seq')::bigint < 1
            THEN
                RAISE EXCEPTION 'a change record''s "seq" must be an integer of at least 1, found %',
                    coalesce((rec -> 'seq')::text, 'nothing') USING ERRCODE = '22023';
            END IF;
            client_id := rec ->> 'client';
            sequence_number := (rec ->> 'seq')::bigint;
            -- One push at a time per user, so each user's versions are handed out in commit order and a pull that has
            -- seen version v has seen every version of that user below v.
            PERFORM pg_advisory_xact_lock(hashtext('kheper.push ' || current_user));
            SELECT c.last_seq INTO last_applied FROM kheper.clients c
            WHERE c.owner = current_user AND c.client = client_id FOR UPDATE;
            SELECT coalesce(max(c.version), 0) INTO latest FROM kheper.changes c WHERE c.owner = current_user;
            IF last_applied IS NOT NULL AND sequence_number <= last_applied THEN
                RETURN jsonb_build_object('seq', sequence_number, 'status', 'duplicate', 'version', latest);
            END IF;
            INSERT INTO kheper.clients (client, last_seq) VALUES (client_id, sequence_number)
            ON CONFLICT (owner, client) DO UPDATE SET last_seq = excluded.last_seq;

            result := kheper.apply_intent(rec);
            IF result.status IN ('applied', 'rewritten') THEN
                INSERT INTO kheper.changes (client, seq, change) VALUES (client_id, sequence_number, result.applied)
                RETURNING version INTO logged_version;
                IF result.status = 'rewritten' THEN
                    RETURN jsonb_build_object(
                        'seq', sequence_number, 'status', 'rewritten', 'version', logged_version,
                        'order', result.applied -> 'order');
                END IF;
                RETURN jsonb_build_object('seq', sequence_number, 'status', 'applied', 'version', logged_version);
            ELSIF result.status = 'rejected' THEN
                RETURN jsonb_build_object(
                    'seq', sequence_number, 'status', 'rejected', 'version', latest, 'reason', result.reason);
            END IF;
            RETURN jsonb_build_object('seq', sequence_number, 'status', result.status, 'version', latest);
        END
        $fn$;

        -- Applies a JSON array of change records in one transaction, in order, for the calling user, and returns one
        -- outcome per record in input order.
        CREATE FUNCTION kheper.push(batch jsonb) RETURNS jsonb
        LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $fn$
        DECLARE
            outcomes jsonb := '[]'::jsonb;
            rec jsonb;
        BEGIN
            IF jsonb_typeof(batch) IS DISTINCT FROM 'array' THEN
                RAISE EXCEPTION 'kheper.push takes a JSON array of change records, found %',
                    coalesce(jsonb_typeof(batch), 'nothing') USING ERRCODE = '22023';
            END IF;
            FOR rec IN SELECT value FROM jsonb_array_elements(batch) LOOP
                outcomes := outcomes || jsonb_build_array(kheper.apply_change(rec));
            END LOOP;
            RETURN outcomes;
        END
        $fn$;

        -- The calling user's applied changes with a version above `since`, oldest first, at most `max` of them.
        CREATE FUNCTION kheper.pull(since bigint, max integer)
        RETURNS TABLE (version bigint, client text, seq bigint, change jsonb)
        LANGUAGE sql STABLE SET search_path = pg_catalog, pg_temp AS $fn$
            SELECT c.version, c.client, c.seq, c.change FROM kheper.changes c
            WHERE c.owner = current_user AND c.version > pull.since
            ORDER BY c.version
            LIMIT greatest(pull.max, 0)
        $fn$;

        -- What each user may do: read the schema version, call the functions, and read and write its own rows through
        -- them; the change log and the logged sets are append-only, and nothing is ever deleted.
        REVOKE ALL ON SCHEMA kheper FROM PUBLIC;
        GRANT USAGE ON SCHEMA kheper TO kheper_user;
        REVOKE ALL ON ALL FUNCTIONS IN SCHEMA kheper FROM PUBLIC;
        GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA kheper TO kheper_user;
        GRANT SELECT ON kheper.schema_version TO kheper_user;
        GRANT SELECT, INSERT, UPDATE ON kheper.workouts, kheper.blocks, kheper.clients TO kheper_user;
        GRANT SELECT, INSERT ON kheper.log_sessions, kheper.log_sets, kheper.changes TO kheper_user;
        GRANT USAGE ON SEQUENCE kheper.changes_version_seq TO kheper_user;
        """#
}
