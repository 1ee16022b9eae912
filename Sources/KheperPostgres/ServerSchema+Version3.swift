// The server's SQL, schema version 3, kept in the build so `kheper server init` migrates a version 2 server.
extension ServerSchema {
    /// Takes schema `kheper` from version 2 to 3: every row keyed by its owner, a version counter per user, users
    /// reaching their rows only through kheper.push and kheper.pull, no shared group role, and bounded work per call.
    static let version3 = #"""
        -- Kheper's sync server, schema version 3 (docs/SYNC.md "Tenancy and limits", docs/SCALING.md "Server
        -- limits"): one user can never block, slow, read or collide with another. The choices:
        -- * Tenancy: every row a user owns is keyed by its owner: workouts (owner, id), blocks (owner, workout_id,
        --   id), log_sessions (owner, id), log_sets (owner, id) whose session is (owner, session_id), the change log
        --   (owner, version) and clients (owner, client). Two users may hold the same ids and never learn of each
        --   other; no outcome, constraint or timing depends on another user's rows.
        -- * Versions per user: kheper.accounts holds each user's last version, and a push numbers its applied
        --   changes from it, so a cursor counts only its own user's changes. Migrating keeps every version as it is
        --   (they already increase per user) and starts each counter at the user's largest, so cursors stay right.
        -- * Functions only: a user holds no privilege on any table but reading kheper.schema_version; kheper.push
        --   and kheper.pull are SECURITY DEFINER with a pinned search_path and act for `session_user`, which SET ROLE
        --   does not change. A caller without a row in kheper.accounts is refused (42501). Row-level security stays
        --   as a second wall, comparing owner with session_user (a superuser owner of the functions bypasses it).
        -- * No shared role: a user is no longer a member of kheper_user (on PostgreSQL 15 a member may always SET
        --   ROLE to it); kheper.enroll grants each user its privileges directly, and kheper_user keeps none, so
        --   SET ROLE kheper_user is refused and no role can write rows owned by another.
        -- * The push lock is the caller's own kheper.accounts row, locked FOR UPDATE inside the function: no other
        --   user can compute or take it, and a user's versions follow commit order.
        -- * Bounded work: kheper.enroll gives every user a connection limit (10 unless given) and role defaults for
        --   statement_timeout, lock_timeout, idle_in_transaction_session_timeout and client_connection_check_interval;
        --   kheper.push refuses a batch of more than kheper.max_push_records() records (SQLSTATE 54000) and rejects an
        --   order key longer than kheper.max_order_key_length() characters; its answer is built in linear time.
        -- * Set-based logged sets: a run of 16 or more logSet records is applied by one statement (replayed seqs,
        --   malformed sets, sets already held, new sessions, new sets, the change log and the clients' last seqs),
        --   with exactly the outcomes the per-record path (kheper.apply_change) gives.
        SET LOCAL client_min_messages = warning;

        -- The old policies compare owner with current_user, which is the functions' owner inside SECURITY DEFINER
        -- functions; drop them, and stop forcing row-level security on the owner while the rows are rekeyed.
        DO $do$
        DECLARE
            table_name text;
        BEGIN
            FOREACH table_name IN ARRAY ARRAY['workouts', 'blocks', 'log_sessions', 'log_sets', 'changes', 'clients']
            LOOP
                EXECUTE format('DROP POLICY owner_only ON kheper.%I', table_name);
                EXECUTE format('ALTER TABLE kheper.%I NO FORCE ROW LEVEL SECURITY', table_name);
                EXECUTE format('ALTER TABLE kheper.%I ALTER COLUMN owner DROP DEFAULT', table_name);
            END LOOP;
        END
        $do$;

        -- Logged sessions and sets, and the change log, keyed by their owner.
        ALTER TABLE kheper.log_sets DROP CONSTRAINT log_sets_session_id_fkey;
        ALTER TABLE kheper.log_sets DROP CONSTRAINT log_sets_pkey;
        ALTER TABLE kheper.log_sessions DROP CONSTRAINT log_sessions_pkey;
        ALTER TABLE kheper.log_sessions ADD PRIMARY KEY (owner, id);
        ALTER TABLE kheper.log_sets ADD PRIMARY KEY (owner, id);
        -- No foreign key from a set to its session: only kheper.apply_intent and kheper.apply_logged_sets write
        -- either table, each storing the session (or finding it held) in the statement that stores the set, and no
        -- code deletes a session; the key's per-row check cost about a third of a large push of logged sets.
        ALTER TABLE kheper.changes DROP CONSTRAINT changes_pkey;
        ALTER TABLE kheper.changes ALTER COLUMN version DROP DEFAULT;
        DROP SEQUENCE kheper.changes_version_seq;
        DROP INDEX kheper.changes_by_owner;
        ALTER TABLE kheper.changes ADD PRIMARY KEY (owner, version);

        -- Who is a Kheper user of this database, and the last version of its change log.
        CREATE TABLE kheper.accounts (
            owner name PRIMARY KEY,
            last_version bigint NOT NULL DEFAULT 0 CHECK (last_version >= 0)
        );
        INSERT INTO kheper.accounts (owner, last_version)
        SELECT o.owner, coalesce(max(c.version), 0)
        FROM (
            SELECT owner FROM kheper.workouts
            UNION SELECT owner FROM kheper.log_sessions
            UNION SELECT owner FROM kheper.changes
            UNION SELECT owner FROM kheper.clients
        ) o
        LEFT JOIN kheper.changes c ON c.owner = o.owner
        GROUP BY o.owner;

        -- Row-level security again, forced on the tables' owner, comparing with the calling session's user.
        DO $do$
        DECLARE
            table_name text;
        BEGIN
            FOREACH table_name IN ARRAY ARRAY['workouts', 'blocks', 'log_sessions', 'log_sets', 'changes', 'clients']
            LOOP
                EXECUTE format(
                    'CREATE POLICY owner_only ON kheper.%I '
                        || 'USING (owner = session_user) WITH CHECK (owner = session_user)',
                    table_name);
                EXECUTE format('ALTER TABLE kheper.%I FORCE ROW LEVEL SECURITY', table_name);
            END LOOP;
        END
        $do$;
        -- kheper.accounts is written by kheper.enroll for other roles, so it is not forced on its owner; no user
        -- holds any privilege on it.
        ALTER TABLE kheper.accounts ENABLE ROW LEVEL SECURITY;
        CREATE POLICY owner_only ON kheper.accounts USING (owner = session_user) WITH CHECK (owner = session_user);

        -- The most change records one kheper.push takes; a larger batch is refused whole with SQLSTATE 54000.
        CREATE FUNCTION kheper.max_push_records() RETURNS integer
        LANGUAGE sql IMMUTABLE SET search_path = pg_catalog, pg_temp AS $fn$
            SELECT 1000
        $fn$;

        -- The longest order key, in characters, an insertBlock or moveBlock may carry or be given; the devices cap
        -- their keys at the same length.
        CREATE FUNCTION kheper.max_order_key_length() RETURNS integer
        LANGUAGE sql IMMUTABLE SET search_path = pg_catalog, pg_temp AS $fn$
            SELECT 128
        $fn$;

        -- Whether `value` is a UUID in its canonical 8-4-4-4-12 hexadecimal form: 36 bytes, hyphens at the four
        -- places and only there, hexadecimal digits elsewhere. Plain SQL without settings, so the planner inlines it
        -- into the statements that call it; it uses only pg_catalog's functions. The byte length and LIKE cost
        -- little, and the pattern has no bounded repeats, which make PostgreSQL's regular expressions and
        -- `translate` (which walks multibyte characters) cost about five times as much per record.
        CREATE FUNCTION kheper.is_uuid(value text) RETURNS boolean
        LANGUAGE sql IMMUTABLE AS $fn$
            SELECT octet_length(value) = 36 AND value LIKE '________-____-____-____-____________'
                AND value ~ '^[0-9a-fA-F]*-[0-9a-fA-F]*-[0-9a-fA-F]*-[0-9a-fA-F]*-[0-9a-fA-F]*$'
        $fn$;

        DROP FUNCTION kheper.apply_change(jsonb);
        DROP FUNCTION kheper.apply_intent(jsonb);
        DROP FUNCTION kheper.free_order_key(text, text, text, text);
        DROP FUNCTION kheper.parent_problem(text, text);

        -- The first free order key at or after `wanted` among the account's live siblings under `parent` (the block
        -- itself aside): `wanted` when no live sibling holds it, else a key strictly between that sibling and the
        -- next, until free. Collation note for this and the functions below: an `account name` argument makes "C"
        -- the collation of a function's text arguments and variables, and a "C" text cannot use the indexes on the
        -- ids (default collation), so ids are compared and declared COLLATE "default".
        CREATE FUNCTION kheper.free_order_key(account name, workout text, parent text, block text, wanted text)
        RETURNS text
        LANGUAGE plpgsql STABLE SET search_path = pg_catalog, pg_temp AS $fn$
        DECLARE
            key text := wanted;
            next_key text;
        BEGIN
            LOOP
                PERFORM 1 FROM kheper.blocks b
                WHERE b.owner = account AND b.workout_id = workout COLLATE "default"
                    AND b.parent_id IS NOT DISTINCT FROM parent COLLATE "default"
                    AND NOT b.deleted AND b.id <> block COLLATE "default" AND b.order_key = key;
                EXIT WHEN NOT FOUND;
                SELECT min(b.order_key) INTO next_key FROM kheper.blocks b
                WHERE b.owner = account AND b.workout_id = workout COLLATE "default"
                    AND b.parent_id IS NOT DISTINCT FROM parent COLLATE "default"
                    AND NOT b.deleted AND b.id <> block COLLATE "default" AND b.order_key > (key COLLATE "C");
                key := kheper.key_between(key, next_key);
            END LOOP;
            RETURN key;
        END
        $fn$;

        -- Why `parent` cannot take a child in the account's workout, or NULL when it can (the root always can).
        CREATE FUNCTION kheper.parent_problem(account name, workout text, parent text) RETURNS text
        LANGUAGE plpgsql STABLE SET search_path = pg_catalog, pg_temp AS $fn$
        DECLARE
            parent_deleted boolean;
        BEGIN
            IF parent IS NULL THEN
                RETURN NULL;
            END IF;
            SELECT b.deleted INTO parent_deleted FROM kheper.blocks b
            WHERE b.owner = account AND b.workout_id = workout COLLATE "default" AND b.id = parent COLLATE "default";
            IF NOT FOUND THEN
                RETURN format('There is no parent block "%s".', parent);
            ELSIF parent_deleted THEN
                RETURN format('The block "%s" was deleted.', parent);
            END IF;
            RETURN NULL;
        END
        $fn$;

        -- Applies one change record's intent by the merge rules for `account`, without the bookkeeping of client
        -- sequence numbers and the change log (kheper.apply_change does that): status is applied, rewritten,
        -- rejected or duplicate; reason says why a record was rejected; applied is the record as applied. Version 3:
        -- every row is the account's, a logged set's ids are the account's own, and order keys are capped.
        CREATE FUNCTION kheper.apply_intent(
            account name, rec jsonb, OUT status text, OUT reason text, OUT applied jsonb)
        LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $fn$
        DECLARE
            op text := rec ->> 'op';
            workout text COLLATE "default";
            block text COLLATE "default";
            parent text COLLATE "default";
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
            longest_key constant integer := kheper.max_order_key_length();
        BEGIN
            status := 'rejected';
            applied := rec;
            IF op = 'logSet' THEN
                logged := rec -> 'set';
                IF jsonb_typeof(logged) IS DISTINCT FROM 'object' THEN
                    reason := 'The change record has no object "set".';
                    RETURN;
                END IF;
                IF jsonb_typeof(logged -> 'id') IS DISTINCT FROM 'string' OR NOT kheper.is_uuid(logged ->> 'id') THEN
                    reason := 'The logged set has no string "id" holding a UUID.';
                    RETURN;
                END IF;
                IF jsonb_typeof(logged -> 'session') IS DISTINCT FROM 'string'
                    OR NOT kheper.is_uuid(logged ->> 'session')
                THEN
                    reason := 'The logged set has no string "session" holding a UUID.';
                    RETURN;
                END IF;
                set_id := (logged ->> 'id')::uuid;
                session_id := (logged ->> 'session')::uuid;
                PERFORM 1 FROM kheper.log_sets s WHERE s.owner = account AND s.id = set_id;
                IF FOUND THEN
                    status := 'duplicate';
                    RETURN;
                END IF;
                INSERT INTO kheper.log_sessions (owner, id, data) VALUES (
                    account, session_id,
                    CASE WHEN jsonb_typeof(logged -> 'sessionFields') = 'object'
                        THEN logged -> 'sessionFields' ELSE '{}'::jsonb END)
                ON CONFLICT (owner, id) DO NOTHING;
                INSERT INTO kheper.log_sets (owner, id, session_id, data) VALUES (account, set_id, session_id, logged);
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
            WHERE w.owner = account AND w.id = workout FOR UPDATE;

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
                INSERT INTO kheper.workouts (owner, id, title, extra)
                VALUES (account, workout, rec ->> 'title', kheper.merged_members('{}', extra_members))
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
                UPDATE kheper.workouts w SET deleted = true WHERE w.owner = account AND w.id = workout;
                UPDATE kheper.blocks b SET deleted = true WHERE b.owner = account AND b.workout_id = workout;
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
            WHERE b.owner = account AND b.workout_id = workout AND b.id = block FOR UPDATE;

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
                IF length(wanted_order) > longest_key THEN
                    reason := format(
                        'The change record''s "order" is %s characters long; an order key has at most %s.',
                        length(wanted_order), longest_key);
                    RETURN;
                END IF;
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
                reason := kheper.parent_problem(account, workout, parent);
                IF reason IS NOT NULL THEN
                    RETURN;
                END IF;
                key := kheper.free_order_key(account, workout, parent, block, wanted_order);
                IF length(key) > longest_key THEN
                    reason := format('No free order key near "%s" fits in %s characters.', wanted_order, longest_key);
                    RETURN;
                END IF;
                INSERT INTO kheper.blocks (
                    owner, workout_id, id, parent_id, order_key, type, version, data, extra, raw)
                VALUES (account, workout, block, parent, key, rec ->> 'type', (rec ->> 'version')::integer,
                    rec -> 'data', coalesce(rec -> 'extra', '{}'), is_raw);
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
                reason := kheper.parent_problem(account, workout, parent);
                IF reason IS NOT NULL THEN
                    RETURN;
                END IF;
                IF parent IS NOT NULL AND EXISTS (
                    WITH RECURSIVE ancestors(id) AS (
                        SELECT parent
                        UNION
                        SELECT b.parent_id FROM kheper.blocks b JOIN ancestors a ON b.id = a.id
                        WHERE b.owner = account AND b.workout_id = workout AND b.parent_id IS NOT NULL
                    )
                    SELECT 1 FROM ancestors WHERE ancestors.id = block)
                THEN
                    reason := format('The move would put the block "%s" inside itself, a cycle.', block);
                    RETURN;
                END IF;
                key := kheper.free_order_key(account, workout, parent, block, wanted_order);
                IF length(key) > longest_key THEN
                    reason := format('No free order key near "%s" fits in %s characters.', wanted_order, longest_key);
                    RETURN;
                END IF;
                UPDATE kheper.blocks b SET parent_id = parent, order_key = key
                WHERE b.owner = account AND b.workout_id = workout AND b.id = block;
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
                    WHERE b.owner = account AND b.workout_id = workout AND b.id = block;
                END IF;
                UPDATE kheper.blocks b SET
                    data = CASE WHEN fields = '{}'::jsonb AND rec ? 'raw' THEN b.data
                        ELSE kheper.merged_members(b.data, fields) END,
                    extra = kheper.merged_members(b.extra, extra_members),
                    type = coalesce(rec ->> 'type', b.type),
                    version = coalesce((rec ->> 'version')::integer, b.version)
                WHERE b.owner = account AND b.workout_id = workout AND b.id = block;
            ELSIF op = 'deleteBlock' THEN
                WITH RECURSIVE subtree(id) AS (
                    SELECT block
                    UNION
                    SELECT b.id FROM kheper.blocks b JOIN subtree s ON b.parent_id = s.id
                    WHERE b.owner = account AND b.workout_id = workout
                )
                UPDATE kheper.blocks b SET deleted = true
                WHERE b.owner = account AND b.workout_id = workout AND b.id IN (SELECT id FROM subtree);
            END IF;

            IF key IS NOT NULL AND key <> wanted_order THEN
                status := 'rewritten';
                applied := jsonb_set(rec, '{order}', to_jsonb(key));
            ELSE
                status := 'applied';
            END IF;
        END
        $fn$;

        -- Applies one well-formed change record for `account` whose last version is `latest`: a replay (seq at or
        -- below the client's last) is a duplicate; otherwise the intent is applied by the merge rules, the client's
        -- last seq advances, and an applied or rewritten record joins the change log at the next version. Returns
        -- the account's last version after it and the record's outcome.
        CREATE FUNCTION kheper.apply_change(account name, rec jsonb, INOUT latest bigint, OUT outcome jsonb)
        LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $fn$
        DECLARE
            client_id text COLLATE "default" := rec ->> 'client';
            sequence_number bigint := (rec ->> 'seq')::bigint;
            last_applied bigint;
            result record;
        BEGIN
            SELECT c.last_seq INTO last_applied FROM kheper.clients c
            WHERE c.owner = account AND c.client = client_id;
            IF last_applied IS NOT NULL AND sequence_number <= last_applied THEN
                outcome := jsonb_build_object('seq', sequence_number, 'status', 'duplicate', 'version', latest);
                RETURN;
            END IF;
            INSERT INTO kheper.clients (owner, client, last_seq) VALUES (account, client_id, sequence_number)
            ON CONFLICT (owner, client) DO UPDATE SET last_seq = excluded.last_seq;

            result := kheper.apply_intent(account, rec);
            IF result.status IN ('applied', 'rewritten') THEN
                latest := latest + 1;
                INSERT INTO kheper.changes (owner, version, client, seq, change)
                VALUES (account, latest, client_id, sequence_number, result.applied);
                outcome := jsonb_build_object('seq', sequence_number, 'status', result.status, 'version', latest);
                IF result.status = 'rewritten' THEN
                    outcome := outcome || jsonb_build_object('order', result.applied -> 'order');
                END IF;
            ELSIF result.status = 'rejected' THEN
                outcome := jsonb_build_object(
                    'seq', sequence_number, 'status', 'rejected', 'version', latest, 'reason', result.reason);
            ELSE
                outcome := jsonb_build_object('seq', sequence_number, 'status', result.status, 'version', latest);
            END IF;
        END
        $fn$;

        -- Applies `records`, a JSON array of well-formed logSet records, for `account`, whose last version is
        -- `latest`, in one statement, with exactly the outcomes kheper.apply_change gives record by
        -- record: a seq at or below the client's last (or an earlier one of the run) is a duplicate; a malformed set
        -- is rejected; a set id the account holds (or an earlier record of the run applies) is a duplicate; the
        -- first applied set naming a new session stores it with its sessionFields; applied sets are numbered from
        -- `latest` in input order. Returns the account's last version after the run and the outcomes in order.
        -- Its statement is planned once per session (a generic plan: planning it for each call, with the batch
        -- copied into the plan, took about a sixth of a push's time). It reaches the account's rows only through
        -- scalar subqueries on a whole primary key, and sequential scans are off, so the plan probes by key even
        -- when it was made while the tables were empty (a vacuumed, empty log_sets otherwise gets a plan that
        -- scans the whole table for every set, for the rest of the session). The intermediate rows are narrow
        -- (positions, ids, seqs): a record's JSON is taken from `records` by position only where a row is written.
        CREATE FUNCTION kheper.apply_logged_sets(account name, records jsonb, INOUT latest bigint, OUT outcomes jsonb[])
        LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp SET plan_cache_mode = force_generic_plan
            SET enable_seqscan = off AS $fn$
        BEGIN
            WITH checked AS MATERIALIZED (
                SELECT s.ord, s.client, s.seq, s.replay, s.id_text, s.session_text, CASE
                    WHEN s.replay THEN NULL
                    WHEN s.set_type IS DISTINCT FROM 'object' THEN 'The change record has no object "set".'
                    WHEN kheper.is_uuid(s.id_text) IS NOT TRUE THEN 'The logged set has no string "id" holding a UUID.'
                    WHEN kheper.is_uuid(s.session_text) IS NOT TRUE THEN
                        'The logged set has no string "session" holding a UUID.'
                END AS reason
                FROM (
                    SELECT f.*, f.seq <= coalesce(greatest(
                            (SELECT c.last_seq FROM kheper.clients c WHERE c.owner = account AND c.client = f.client),
                            max(f.seq) OVER (
                                PARTITION BY f.client COLLATE "C" ORDER BY f.ord
                                ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)),
                            0) AS replay
                    FROM (
                        SELECT e.ord, e.rec ->> 'client' AS client, (e.rec ->> 'seq')::bigint AS seq,
                            jsonb_typeof(e.rec -> 'set') AS set_type, e.rec #>> '{set,id}' AS id_text,
                            e.rec #>> '{set,session}' AS session_text
                        FROM jsonb_array_elements(records) WITH ORDINALITY e(rec, ord)
                        OFFSET 0
                    ) f
                ) s
            ), applying AS MATERIALIZED (
                SELECT d.ord, d.set_id, d.session_id
                FROM (
                    SELECT c.ord, c.id_text::uuid AS set_id, c.session_text::uuid AS session_id,
                        row_number() OVER (PARTITION BY c.id_text::uuid ORDER BY c.ord) AS nth
                    FROM checked c
                    WHERE NOT c.replay AND c.reason IS NULL
                ) d
                WHERE d.nth = 1
                    AND (SELECT true FROM kheper.log_sets s WHERE s.owner = account AND s.id = d.set_id) IS NULL
            ), new_sessions AS (
                INSERT INTO kheper.log_sessions (owner, id, data)
                SELECT account, first.session_id, CASE
                    WHEN jsonb_typeof(records -> (first.ord::integer - 1) #> '{set,sessionFields}') = 'object'
                    THEN records -> (first.ord::integer - 1) #> '{set,sessionFields}' ELSE '{}'::jsonb END
                FROM (
                    SELECT DISTINCT ON (a.session_id) a.session_id, a.ord FROM applying a ORDER BY a.session_id, a.ord
                ) first
                ON CONFLICT (owner, id) DO NOTHING
            ), new_sets AS (
                INSERT INTO kheper.log_sets (owner, id, session_id, data)
                SELECT account, a.set_id, a.session_id, records -> (a.ord::integer - 1) -> 'set' FROM applying a
            ), numbered AS (
                SELECT c.ord, c.client, c.seq, c.reason, a.ord IS NOT NULL AS applies,
                    latest + count(a.ord) OVER (ORDER BY c.ord ROWS UNBOUNDED PRECEDING) AS version
                FROM checked c LEFT JOIN applying a ON a.ord = c.ord
            ), logged AS (
                INSERT INTO kheper.changes (owner, version, client, seq, change)
                SELECT account, n.version, n.client, n.seq, records -> (n.ord::integer - 1) FROM numbered n
                WHERE n.applies
            ), advanced AS (
                INSERT INTO kheper.clients (owner, client, last_seq)
                SELECT account, c.client, max(c.seq) FROM checked c WHERE NOT c.replay GROUP BY c.client
                ON CONFLICT (owner, client) DO UPDATE SET last_seq = excluded.last_seq
            )
            SELECT
                array_agg(
                    CASE
                        WHEN n.applies THEN
                            jsonb_build_object('seq', n.seq, 'status', 'applied', 'version', n.version)
                        WHEN n.reason IS NOT NULL THEN
                            jsonb_build_object(
                                'seq', n.seq, 'status', 'rejected', 'version', n.version, 'reason', n.reason)
                        ELSE jsonb_build_object('seq', n.seq, 'status', 'duplicate', 'version', n.version)
                    END
                    ORDER BY n.ord),
                max(n.version)
            INTO outcomes, latest
            FROM numbered n;
        END
        $fn$;

        -- Applies a JSON array of change records for `account`, in one transaction, in order, and returns one outcome
        -- per record in input order. Each run of at least `shortest_set_run` consecutive logSet records goes through
        -- kheper.apply_logged_sets (a batch that is one run is passed as it is; with its plan made once per session,
        -- runs of 4 took 2.1 s per 10,000 records against 5.3 s one by one, runs of 16 0.95 s against 3.1 s);
        -- every other record, and every record when `shortest_set_run` is NULL (the reference path), goes
        -- through kheper.apply_change. Statements here never take the whole batch as a value, as a plan copies it.
        -- The batch is refused whole when it is not an array, holds more than kheper.max_push_records() records
        -- (54000), or holds a record without an object, a client or a seq (22023, naming the first such record);
        -- the account's row is locked for the whole push, so its versions follow commit order.
        CREATE FUNCTION kheper.apply_batch(account name, batch jsonb, shortest_set_run integer) RETURNS jsonb
        LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $fn$
        DECLARE
            latest bigint;
            problem text;
            segment record;
            position integer;
            rec jsonb;
            run jsonb;
            outcome jsonb;
            run_outcomes jsonb[];
            outcomes jsonb[] := '{}';
        BEGIN
            IF jsonb_typeof(batch) IS DISTINCT FROM 'array' THEN
                RAISE EXCEPTION 'kheper.push takes a JSON array of change records, found %',
                    coalesce(jsonb_typeof(batch), 'nothing') USING ERRCODE = '22023';
            END IF;
            IF jsonb_array_length(batch) > kheper.max_push_records() THEN
                RAISE EXCEPTION 'kheper.push takes at most % change records in one call; this batch holds %',
                    kheper.max_push_records(), jsonb_array_length(batch)
                    USING ERRCODE = '54000', HINT = 'Send the records in smaller batches.';
            END IF;
            SELECT p.problem INTO problem FROM (
                SELECT r.ord, CASE
                    WHEN jsonb_typeof(r.rec) IS DISTINCT FROM 'object' THEN
                        format('a change record must be a JSON object, found %s', jsonb_typeof(r.rec))
                    WHEN jsonb_typeof(r.rec -> 'client') IS DISTINCT FROM 'string' OR r.rec ->> 'client' = '' THEN
                        format('a change record''s "client" must be a non-empty string, found %s',
                            coalesce((r.rec -> 'client')::text, 'nothing'))
                    WHEN jsonb_typeof(r.rec -> 'seq') IS DISTINCT FROM 'number'
                        OR length(r.rec ->> 'seq') > 18 OR translate(r.rec ->> 'seq', '0123456789', '') <> ''
                    THEN
                        format('a change record''s "seq" must be an integer of at least 1, found %s',
                            coalesce((r.rec -> 'seq')::text, 'nothing'))
                    WHEN (r.rec ->> 'seq')::bigint < 1 THEN
                        format('a change record''s "seq" must be an integer of at least 1, found %s', r.rec -> 'seq')
                END AS problem
                FROM jsonb_array_elements(batch) WITH ORDINALITY r(rec, ord)
            ) p
            WHERE p.problem IS NOT NULL
            ORDER BY p.ord
            LIMIT 1;
            IF problem IS NOT NULL THEN
                RAISE EXCEPTION '%', problem USING ERRCODE = '22023';
            END IF;

            SELECT a.last_version INTO latest FROM kheper.accounts a WHERE a.owner = account FOR UPDATE;
            IF NOT FOUND THEN
                RAISE EXCEPTION 'the role "%" is not a Kheper user of this database', account
                    USING ERRCODE = '42501', HINT = 'Its administrator adds it with `kheper server add-user`.';
            END IF;

            FOR segment IN
                SELECT min(s.ord)::integer AS first, max(s.ord)::integer AS last, s.is_log
                FROM (
                    SELECT r.ord, r.is_log, r.ord - row_number() OVER (PARTITION BY r.is_log ORDER BY r.ord) AS island
                    FROM (
                        SELECT e.ord, e.rec ->> 'op' IS NOT DISTINCT FROM 'logSet' AS is_log
                        FROM jsonb_array_elements(batch) WITH ORDINALITY e(rec, ord)
                    ) r
                ) s
                GROUP BY s.is_log, s.island
                ORDER BY 1
            LOOP
                IF segment.is_log AND segment.last - segment.first + 1 >= shortest_set_run THEN
                    IF segment.first = 1 AND segment.last = jsonb_array_length(batch) THEN
                        run := batch;
                    ELSE
                        run := jsonb_path_query_array(
                            batch, format('$[%s to %s]', segment.first - 1, segment.last - 1)::jsonpath);
                    END IF;
                    SELECT l.latest, l.outcomes INTO latest, run_outcomes
                    FROM kheper.apply_logged_sets(account, run, latest) l;
                    outcomes := outcomes || run_outcomes;
                ELSE
                    FOR position IN segment.first..segment.last LOOP
                        rec := batch -> (position - 1);
                        SELECT c.latest, c.outcome INTO latest, outcome FROM kheper.apply_change(account, rec, latest) c;
                        outcomes := array_append(outcomes, outcome);
                    END LOOP;
                END IF;
            END LOOP;
            UPDATE kheper.accounts a SET last_version = latest WHERE a.owner = account;
            RETURN to_jsonb(outcomes);
        END
        $fn$;

        -- The calling user's push: applies a JSON array of change records in one transaction, in order, and returns
        -- one outcome per record in input order. It acts for session_user, whatever role the session has set, and
        -- applies runs of 16 or more logged sets set-based.
        CREATE OR REPLACE FUNCTION kheper.push(batch jsonb) RETURNS jsonb
        LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $fn$
            SELECT kheper.apply_batch(session_user, batch, 16)
        $fn$;

        -- The calling user's applied changes with a version above `since`, oldest first, at most `max` of them.
        CREATE OR REPLACE FUNCTION kheper.pull(since bigint, max integer)
        RETURNS TABLE (version bigint, client text, seq bigint, change jsonb)
        LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $fn$
            SELECT c.version, c.client, c.seq, c.change FROM kheper.changes c
            WHERE c.owner = session_user AND c.version > pull.since
            ORDER BY c.version
            LIMIT greatest(pull.max, 0)
        $fn$;

        -- Makes the existing login role `member` a Kheper user of this database: its connection limit
        -- (`connection_limit`, or the role's own limit when it has one, else 10), its defaults bounding statements,
        -- lock waits, idle transactions and vanished clients, no membership in kheper_user, the privileges it needs
        -- granted directly (use the schema, read its version, call kheper.push and kheper.pull), and its row in
        -- kheper.accounts, counting on from its largest version. Running it again changes nothing more. Only the
        -- schema's owner (or a superuser) may call it; `kheper server add-user` does. Enrolments run one at a time
        -- (a lock on kheper.accounts that pushes do not wait for), as concurrent GRANTs on one object fail.
        CREATE FUNCTION kheper.enroll(member name, connection_limit integer DEFAULT NULL) RETURNS void
        LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $fn$
        DECLARE
            role_row pg_roles%ROWTYPE;
            membership record;
        BEGIN
            LOCK TABLE kheper.accounts IN SHARE UPDATE EXCLUSIVE MODE;
            SELECT * INTO role_row FROM pg_roles r WHERE r.rolname = member;
            IF NOT FOUND THEN
                RAISE EXCEPTION 'there is no role "%" to make a Kheper user', member USING ERRCODE = '22023';
            END IF;
            IF connection_limit IS NOT NULL AND connection_limit < 1 THEN
                RAISE EXCEPTION 'the connection limit for "%" is %; expected at least 1', member, connection_limit
                    USING ERRCODE = '22023';
            END IF;
            EXECUTE format('ALTER ROLE %I CONNECTION LIMIT %s', member,
                coalesce(connection_limit, nullif(role_row.rolconnlimit, -1), 10));
            EXECUTE format('ALTER ROLE %I SET statement_timeout = %L', member, '30s');
            EXECUTE format('ALTER ROLE %I SET lock_timeout = %L', member, '5s');
            EXECUTE format('ALTER ROLE %I SET idle_in_transaction_session_timeout = %L', member, '60s');
            EXECUTE format('ALTER ROLE %I SET client_connection_check_interval = %L', member, '5s');
            FOR membership IN
                SELECT g.rolname AS grantor FROM pg_auth_members m JOIN pg_roles g ON g.oid = m.grantor
                WHERE m.roleid = 'kheper_user'::regrole AND m.member = role_row.oid
            LOOP
                EXECUTE format('REVOKE kheper_user FROM %I GRANTED BY %I', member, membership.grantor);
            END LOOP;
            IF EXISTS (
                SELECT 1 FROM pg_auth_members m WHERE m.roleid = 'kheper_user'::regrole AND m.member = role_row.oid)
            THEN
                RAISE EXCEPTION 'the role "%" is still a member of kheper_user', member USING ERRCODE = '42501';
            END IF;
            EXECUTE format('GRANT USAGE ON SCHEMA kheper TO %I', member);
            EXECUTE format('GRANT SELECT ON kheper.schema_version TO %I', member);
            EXECUTE format('GRANT EXECUTE ON FUNCTION kheper.push(jsonb), kheper.pull(bigint, integer) TO %I', member);
            INSERT INTO kheper.accounts (owner, last_version)
            SELECT member, coalesce(max(c.version), 0) FROM kheper.changes c WHERE c.owner = member
            ON CONFLICT (owner) DO NOTHING;
        END
        $fn$;

        -- The group role keeps no privilege, and the users it had become Kheper users in their own right: every
        -- member of kheper_user, and every other login role that owns rows here.
        REVOKE ALL ON ALL TABLES IN SCHEMA kheper FROM kheper_user;
        REVOKE ALL ON ALL FUNCTIONS IN SCHEMA kheper FROM kheper_user, PUBLIC;
        REVOKE ALL ON SCHEMA kheper FROM kheper_user;
        DO $do$
        DECLARE
            member name;
        BEGIN
            FOR member IN
                SELECT r.rolname FROM pg_roles r
                WHERE r.rolcanlogin AND NOT r.rolsuper AND r.rolname <> current_user
                    AND (r.oid IN (SELECT m.member FROM pg_auth_members m WHERE m.roleid = 'kheper_user'::regrole)
                        OR r.rolname IN (SELECT a.owner FROM kheper.accounts a))
                ORDER BY r.rolname
            LOOP
                PERFORM kheper.enroll(member);
            END LOOP;
        END
        $do$;
        """#
}
