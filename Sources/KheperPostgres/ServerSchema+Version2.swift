// The server's SQL, schema version 2, kept in the build so `kheper server init` migrates a version 1 server.
extension ServerSchema {
    /// Takes schema `kheper` from version 1 to 2: a workout's extra envelope members, a block's `raw` mark, and
    /// kheper.apply_intent applying `extra` on `putWorkout` and `updateBlock` and whole-data updates of raw blocks.
    static let version2 = #"""
        -- Kheper's sync server, schema version 2 (docs/SYNC.md): the members of a workout's envelope and of a block
        -- node beyond the standard ones sync after the insert too, and a malformed node kept raw on a device keeps
        -- its mark. `putWorkout` and `updateBlock` may carry `extra`, the changed top-level members (a null
        -- removes one); `insertBlock` may carry `"raw": true`, when `data` is the whole node as written and need
        -- not be an object; `updateBlock` may carry `raw` with the whole new `data`.
        SET LOCAL client_min_messages = warning;
        ALTER TABLE kheper.workouts ADD COLUMN extra jsonb NOT NULL DEFAULT '{}';
        ALTER TABLE kheper.blocks ADD COLUMN raw boolean NOT NULL DEFAULT false;

        -- `object` (an empty object when it is not one) with each member of `members` set, a JSON null removing it.
        CREATE FUNCTION kheper.merged_members(object jsonb, members jsonb) RETURNS jsonb
        LANGUAGE sql IMMUTABLE SET search_path = pg_catalog, pg_temp AS $fn$
            SELECT (CASE WHEN jsonb_typeof(object) = 'object' THEN object ELSE '{}'::jsonb END
                    - ARRAY(SELECT m.key FROM jsonb_each(members) m WHERE m.value = 'null'::jsonb))
                || coalesce(
                    (SELECT jsonb_object_agg(m.key, m.value) FROM jsonb_each(members) m
                        WHERE m.value <> 'null'::jsonb),
                    '{}'::jsonb)
        $fn$;

        -- Applies one change record's intent by the merge rules, for the calling user, without the bookkeeping of
        -- client sequence numbers and the change log (kheper.apply_change does that): status is applied, rewritten,
        -- rejected or duplicate; reason says why a record was rejected; applied is the record as applied. Version 2:
        -- a workout's and a block's `extra` members, and blocks kept raw.
        CREATE OR REPLACE FUNCTION kheper.apply_intent(rec jsonb, OUT status text, OUT reason text, OUT applied jsonb)
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
            extra_members jsonb;
            is_raw boolean;
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
                extra_members := coalesce(rec -> 'extra', '{}'::jsonb);
                IF jsonb_typeof(extra_members) IS DISTINCT FROM 'object' THEN
                    reason := 'The change record''s "extra" must be an object.';
                    RETURN;
                END IF;
                IF workout_deleted THEN
                    reason := format('The workout "%s" was deleted.', workout);
                    RETURN;
                END IF;
                INSERT INTO kheper.workouts (id, title, extra)
                VALUES (workout, rec ->> 'title', kheper.merged_members('{}', extra_members))
                ON CONFLICT (owner, id) DO UPDATE SET
                    title = excluded.title, extra = kheper.merged_members(kheper.workouts.extra, extra_members);
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
                IF rec ? 'raw' AND jsonb_typeof(rec -> 'raw') IS DISTINCT FROM 'boolean' THEN
                    reason := 'The change record''s "raw" must be true or false.';
                    RETURN;
                END IF;
                is_raw := coalesce((rec ->> 'raw')::boolean, false);
                IF NOT is_raw AND jsonb_typeof(rec -> 'data') IS DISTINCT FROM 'object' THEN
                    reason := 'The change record has no object "data".';
                    RETURN;
                ELSIF is_raw AND NOT rec ? 'data' THEN
                    reason := 'The change record has no "data".';
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
                        AND existing.raw = is_raw
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
                INSERT INTO kheper.blocks (workout_id, id, parent_id, order_key, type, version, data, extra, raw)
                VALUES (workout, block, parent, key, rec ->> 'type', (rec ->> 'version')::integer, rec -> 'data',
                    coalesce(rec -> 'extra', '{}'), is_raw);
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
                extra_members := coalesce(rec -> 'extra', '{}'::jsonb);
                IF jsonb_typeof(extra_members) IS DISTINCT FROM 'object' THEN
                    reason := 'The change record''s "extra" must be an object.';
                    RETURN;
                END IF;
                IF rec ? 'raw' THEN
                    IF jsonb_typeof(rec -> 'raw') IS DISTINCT FROM 'boolean' OR NOT rec ? 'data' THEN
                        reason := 'A whole-data update needs a boolean "raw" and a "data".';
                        RETURN;
                    END IF;
                    UPDATE kheper.blocks b SET data = rec -> 'data', raw = (rec ->> 'raw')::boolean
                    WHERE b.owner = current_user AND b.workout_id = workout AND b.id = block;
                END IF;
                UPDATE kheper.blocks b SET
                    data = CASE WHEN fields = '{}'::jsonb AND rec ? 'raw' THEN b.data
                        ELSE kheper.merged_members(b.data, fields) END,
                    extra = kheper.merged_members(b.extra, extra_members),
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

        REVOKE ALL ON FUNCTION kheper.merged_members(jsonb, jsonb) FROM PUBLIC;
        GRANT EXECUTE ON FUNCTION kheper.merged_members(jsonb, jsonb) TO kheper_user;
        """#
}
