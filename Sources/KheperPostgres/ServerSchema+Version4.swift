internal import KheperSync

// The server's SQL, schema version 4, kept in the build so `kheper server init` migrates a version 3 server.
extension ServerSchema {
    /// Takes schema `kheper` from version 3 to 4, one self-contained part after another.
    static let version4 = [version4SessionReplacement].joined(separator: "\n")

    /// The part of version 4 that lets one change replace a logged session's sets whole (`replaceSessionSets`), so a
    /// corrected re-import and its undo reach the server and the other devices.
    static let version4SessionReplacement = #"""
        -- Kheper's sync server, schema version 4: replacing a logged session's sets (docs/SYNC.md, the merge rule
        -- "Replacing a session's sets"). A replaceSessionSets record carries a session's UUID and its whole new list
        -- of sets (none removes them): the user's sets of that session are deleted and the list stored, in one
        -- change. Tenancy stays as version 3 made it: the rule reads and writes only the calling account's rows (a
        -- set id another user holds is no concern of this one), runs inside kheper.push for session_user, and users
        -- get no privilege on the new functions; replaying the record's seq is a duplicate as for every record,
        -- and one record carries at most kheper.max_replacement_sets() sets, so it is no more work than a push of
        -- logSet records. kheper.apply_intent becomes a dispatcher over the new rule and version 3's, renamed.
        SET LOCAL client_min_messages = warning;

        -- A replacement deletes one session's sets: find them by key, not by reading every set of the user. A hash
        -- index, as it can only look a session up: a btree index (on owner and session, or session and owner) could
        -- also be scanned whole, and the plan kheper.apply_logged_sets makes on empty tables, with sequential scans
        -- off, scanned it for each set it probes, reading every set of the session for each set stored
        -- (ServerLimitsTests). The session's owner is checked on the rows it finds.
        CREATE INDEX log_sets_by_session ON kheper.log_sets USING hash (session_id);

        -- The most sets one replaceSessionSets record may carry (MergeState.maximumReplacementSets on the devices).
        CREATE FUNCTION kheper.max_replacement_sets() RETURNS integer
        LANGUAGE sql IMMUTABLE SET search_path = pg_catalog, pg_temp AS $fn$
            SELECT \#(MergeState.maximumReplacementSets)
        $fn$;

        -- Replaces every set of the session `rec ->> 'session'` that `account` holds by the sets of `rec -> 'sets'`,
        -- or says why not (status rejected, reason): the session must be a UUID, the record must name a string
        -- logID and an array of at most kheper.max_replacement_sets() sets, each an object with a UUID id naming
        -- that session, held once in the list and by no other session of the account; the first problem in list
        -- order is the reason. The session's row takes the first set's sessionFields, when one has them.
        CREATE FUNCTION kheper.replace_session_sets(account name, rec jsonb, OUT status text, OUT reason text)
        LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $fn$
        DECLARE
            sets jsonb := rec -> 'sets';
            replaced_session uuid;
        BEGIN
            status := 'rejected';
            IF jsonb_typeof(rec -> 'session') IS DISTINCT FROM 'string' OR NOT kheper.is_uuid(rec ->> 'session') THEN
                reason := 'The change record has no string "session" holding a UUID.';
                RETURN;
            END IF;
            IF jsonb_typeof(rec -> 'logID') IS DISTINCT FROM 'string' THEN
                reason := 'The change record has no string "logID".';
                RETURN;
            END IF;
            IF jsonb_typeof(sets) IS DISTINCT FROM 'array' THEN
                reason := 'The change record has no array "sets".';
                RETURN;
            END IF;
            IF jsonb_array_length(sets) > kheper.max_replacement_sets() THEN
                reason := format('The replacement holds %s sets; at most %s may replace a session.',
                    jsonb_array_length(sets), kheper.max_replacement_sets());
                RETURN;
            END IF;
            replaced_session := (rec ->> 'session')::uuid;
            SELECT p.problem INTO reason FROM (
                SELECT c.ord, CASE
                    WHEN NOT c.has_id THEN
                        format('The replacement''s set %s has no string "id" holding a UUID.', c.ord)
                    WHEN NOT c.same_session THEN format('The replacement''s set "%s" names another session.', c.id_text)
                    WHEN c.occurrence > 1 THEN format('The replacement holds the set "%s" twice.', c.id_text)
                    WHEN (SELECT s.session_id FROM kheper.log_sets s WHERE s.owner = account AND s.id = c.id_text::uuid)
                        <> replaced_session
                    THEN
                        format('The set "%s" belongs to another session.', c.id_text)
                END AS problem
                FROM (
                    SELECT e.ord, e.s ->> 'id' AS id_text,
                        coalesce(jsonb_typeof(e.s -> 'id') = 'string' AND kheper.is_uuid(e.s ->> 'id'), false) AS has_id,
                        CASE WHEN jsonb_typeof(e.s -> 'session') = 'string' AND kheper.is_uuid(e.s ->> 'session')
                            THEN (e.s ->> 'session')::uuid = replaced_session ELSE false END AS same_session,
                        row_number() OVER (PARTITION BY lower(e.s ->> 'id') ORDER BY e.ord) AS occurrence
                    FROM jsonb_array_elements(sets) WITH ORDINALITY e(s, ord)
                ) c
            ) p
            WHERE p.problem IS NOT NULL
            ORDER BY p.ord
            LIMIT 1;
            IF reason IS NOT NULL THEN
                RETURN;
            END IF;
            DELETE FROM kheper.log_sets s WHERE s.owner = account AND s.session_id = replaced_session;
            INSERT INTO kheper.log_sessions AS l (owner, id, data)
            VALUES (
                account, replaced_session,
                coalesce(
                    (SELECT e.s -> 'sessionFields' FROM jsonb_array_elements(sets) WITH ORDINALITY e(s, ord)
                        WHERE jsonb_typeof(e.s -> 'sessionFields') = 'object' ORDER BY e.ord LIMIT 1),
                    '{}'::jsonb))
            ON CONFLICT (owner, id) DO UPDATE
                SET data = CASE WHEN excluded.data = '{}'::jsonb THEN l.data ELSE excluded.data END;
            INSERT INTO kheper.log_sets (owner, id, session_id, data)
            SELECT account, (e.s ->> 'id')::uuid, replaced_session, e.s FROM jsonb_array_elements(sets) e(s);
            status := 'applied';
        END
        $fn$;

        -- Version 3's rule for every other op keeps its body under a new name; kheper.apply_change calls the
        -- dispatcher below by the old name.
        ALTER FUNCTION kheper.apply_intent(name, jsonb) RENAME TO apply_intent_version3;

        -- Applies one change record's intent by the merge rules for `account`, as version 3's did, with
        -- replaceSessionSets added: status is applied, rewritten, rejected or duplicate; reason says why a record
        -- was rejected; applied is the record as applied.
        CREATE FUNCTION kheper.apply_intent(
            account name, rec jsonb, OUT status text, OUT reason text, OUT applied jsonb)
        LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $fn$
        BEGIN
            IF rec ->> 'op' = 'replaceSessionSets' THEN
                SELECT r.status, r.reason INTO status, reason FROM kheper.replace_session_sets(account, rec) r;
                applied := rec;
                RETURN;
            END IF;
            IF rec ->> 'op' IS NULL OR rec ->> 'op' NOT IN (
                'putWorkout', 'deleteWorkout', 'insertBlock', 'moveBlock', 'updateBlock', 'deleteBlock', 'logSet')
            THEN
                status := 'rejected';
                applied := rec;
                reason := format(
                    'The change record''s "op" is %s; expected putWorkout, deleteWorkout, insertBlock, moveBlock, '
                        || 'updateBlock, deleteBlock, logSet or replaceSessionSets.',
                    coalesce((rec -> 'op')::text, 'missing'));
                RETURN;
            END IF;
            SELECT v.status, v.reason, v.applied INTO status, reason, applied
            FROM kheper.apply_intent_version3(account, rec) v;
        END
        $fn$;

        -- Only kheper.push reaches the new functions, as the schema's owner.
        REVOKE ALL ON FUNCTION kheper.max_replacement_sets(), kheper.replace_session_sets(name, jsonb),
            kheper.apply_intent(name, jsonb) FROM PUBLIC;
        """#
}
