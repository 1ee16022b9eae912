// The server's SQL, schema version 5, kept in the build so `kheper server init` migrates a version 4 server.
extension ServerSchema {
    /// Takes schema `kheper` from version 4 to 5, one self-contained part after another.
    static let version5 = [version5CatalogueChoices].joined(separator: "\n")

    /// The part of version 5 that keeps the lifter's catalogue choices (`putCustomEntry`, `removeCustomEntry`,
    /// `linkExercise`), so their own entries and the links they set by hand reach their other devices.
    static let version5CatalogueChoices = #"""
        -- Kheper's sync server, schema version 5: the lifter's catalogue choices (docs/SYNC.md, the merge rule
        -- "Catalogue choices"). A putCustomEntry record stores one of the user's own catalogue entries whole under
        -- its id, removeCustomEntry removes one, and linkExercise stores the link the user set by hand for one log
        -- exercise, by its name; the latest change to each wins whole. Tenancy is as version 3 made it: the new
        -- tables are keyed by owner, with row-level security forced, users hold no privilege on them or on the new
        -- functions, and the rule reads and writes only the calling account's rows inside kheper.push.
        SET LOCAL client_min_messages = warning;

        CREATE TABLE kheper.custom_entries (
            owner name NOT NULL,
            id text NOT NULL,
            entry jsonb NOT NULL,
            PRIMARY KEY (owner, id)
        );
        CREATE TABLE kheper.exercise_links (
            owner name NOT NULL,
            exercise text NOT NULL,
            link jsonb NOT NULL,
            PRIMARY KEY (owner, exercise)
        );
        DO $do$
        DECLARE
            table_name text;
        BEGIN
            FOREACH table_name IN ARRAY ARRAY['custom_entries', 'exercise_links']
            LOOP
                EXECUTE format(
                    'CREATE POLICY owner_only ON kheper.%I '
                        || 'USING (owner = session_user) WITH CHECK (owner = session_user)',
                    table_name);
                EXECUTE format('ALTER TABLE kheper.%I ENABLE ROW LEVEL SECURITY', table_name);
                EXECUTE format('ALTER TABLE kheper.%I FORCE ROW LEVEL SECURITY', table_name);
            END LOOP;
        END
        $do$;

        -- Applies one catalogue choice for `account`, or says why not (status rejected, reason), in the words of
        -- MergeState.applyCatalogueChoice on the devices.
        CREATE FUNCTION kheper.apply_catalogue_choice(account name, rec jsonb, OUT status text, OUT reason text)
        LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $fn$
        DECLARE
            op text := rec ->> 'op';
            link jsonb := rec -> 'link';
        BEGIN
            status := 'rejected';
            IF op = 'putCustomEntry' THEN
                IF jsonb_typeof(rec -> 'entry') IS DISTINCT FROM 'object'
                    OR jsonb_typeof(rec -> 'entry' -> 'id') IS DISTINCT FROM 'string'
                    OR rec -> 'entry' ->> 'id' = ''
                THEN
                    reason := 'The change record''s "entry" has no string "id".';
                    RETURN;
                END IF;
                INSERT INTO kheper.custom_entries AS c (owner, id, entry)
                VALUES (account, rec -> 'entry' ->> 'id', rec -> 'entry')
                ON CONFLICT (owner, id) DO UPDATE SET entry = excluded.entry;
            ELSIF op = 'removeCustomEntry' THEN
                IF jsonb_typeof(rec -> 'entry') IS DISTINCT FROM 'string' THEN
                    reason := 'The change record has no string "entry".';
                    RETURN;
                END IF;
                DELETE FROM kheper.custom_entries c WHERE c.owner = account AND c.id = rec ->> 'entry';
            ELSE
                IF jsonb_typeof(rec -> 'exercise') IS DISTINCT FROM 'string' OR rec ->> 'exercise' = '' THEN
                    reason := 'The change record has no string "exercise".';
                    RETURN;
                END IF;
                IF link IS NULL OR (jsonb_typeof(link) <> 'null' AND (
                    jsonb_typeof(link) <> 'object'
                    OR jsonb_typeof(link -> 'how') IS DISTINCT FROM 'string'
                    OR coalesce(jsonb_typeof(link -> 'entry'), 'null') NOT IN ('string', 'null')))
                THEN
                    reason := 'The change record''s "link" is neither null nor an object with a string "how" and an '
                        || '"entry" that is a string or null.';
                    RETURN;
                END IF;
                INSERT INTO kheper.exercise_links AS l (owner, exercise, link)
                VALUES (account, rec ->> 'exercise', link)
                ON CONFLICT (owner, exercise) DO UPDATE SET link = excluded.link;
            END IF;
            status := 'applied';
        END
        $fn$;

        -- Version 4's dispatcher keeps its body under a new name; kheper.apply_change calls the one below by the
        -- old name.
        ALTER FUNCTION kheper.apply_intent(name, jsonb) RENAME TO apply_intent_version4;

        -- Applies one change record's intent by the merge rules for `account`, as version 4's did, with the
        -- catalogue choices added: status is applied, rewritten, rejected or duplicate; reason says why a record
        -- was rejected; applied is the record as applied.
        CREATE FUNCTION kheper.apply_intent(
            account name, rec jsonb, OUT status text, OUT reason text, OUT applied jsonb)
        LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $fn$
        BEGIN
            IF rec ->> 'op' IN ('putCustomEntry', 'removeCustomEntry', 'linkExercise') THEN
                SELECT c.status, c.reason INTO status, reason FROM kheper.apply_catalogue_choice(account, rec) c;
                applied := rec;
                RETURN;
            END IF;
            IF rec ->> 'op' IS NULL OR rec ->> 'op' NOT IN (
                'putWorkout', 'deleteWorkout', 'insertBlock', 'moveBlock', 'updateBlock', 'deleteBlock', 'logSet',
                'replaceSessionSets')
            THEN
                status := 'rejected';
                applied := rec;
                reason := format(
                    'The change record''s "op" is %s; expected putWorkout, deleteWorkout, insertBlock, moveBlock, '
                        || 'updateBlock, deleteBlock, logSet, replaceSessionSets, putCustomEntry, removeCustomEntry '
                        || 'or linkExercise.',
                    coalesce((rec -> 'op')::text, 'missing'));
                RETURN;
            END IF;
            SELECT v.status, v.reason, v.applied INTO status, reason, applied
            FROM kheper.apply_intent_version4(account, rec) v;
        END
        $fn$;

        -- Only kheper.push reaches the new functions, as the schema's owner.
        REVOKE ALL ON FUNCTION kheper.apply_catalogue_choice(name, jsonb), kheper.apply_intent(name, jsonb)
            FROM PUBLIC;
        """#
}
