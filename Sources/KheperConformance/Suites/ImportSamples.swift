/// Small exports in each dialect the importers read, the inputs of the import cases (copied from the
/// importers' test fixtures, so the cases regenerate without them).
enum ImportSamples {
    /// Each sample's name and text.
    static let all: [(name: String, text: String)] = [
        (
            "strong-2016",
            [
                "Date,Workout Name,Exercise Name,Set Order,kg,Reps,km,Seconds,Notes",
                "2016-10-03 19:30:55,\"W1D1\",\"Squat\",0,70.0,5,0.0,0,\"\"",
                "2016-10-03 19:30:55,\"W1D1\",\"Squat\",1,70.0,5,0.0,0,\"\"",
                "2016-10-03 19:30:55,\"W1D1\",\"Pull Up (Neutral Grip)\",0,0.0,10,0.0,0,\"\"",
                "2016-10-03 19:30:55,\"W1D1\",\"Pull Up (Neutral Grip)\",1,10.0,5,0.0,0,\"weighted\"",
                "2016-10-05 19:00:00,\"W1D2\",\"Run\",0,0.0,0,3.5,1260,\"\"",
                "",
            ].joined(separator: "\u{a}")
        ),
        (
            "strong-2016-lbs",
            [
                "Date,Workout Name,Exercise Name,Set Order,lbs,Reps,mi.,Seconds,Notes",
                "2016-11-01 06:00:00,\"Cardio\",\"Run\",0,0.0,0,3.1,1500,\"\"",
                "2016-11-01 06:00:00,\"Cardio\",\"Curl (Barbell)\",0,65.0,10,0.0,0,\"\"",
                "",
            ].joined(separator: "\u{a}")
        ),
        (
            "strong-comma-12",
            [
                "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE",
                "2023-01-05 18:02:11,\"Leg Day 🦵\",1h 2m,\"深蹲 (Barbell)\",1,60.0,5,0,0,\"felt \"\"heavy\"\"\",\"knees ok\",8",
                "2023-01-05 18:02:11,\"Leg Day 🦵\",1h 2m,\"深蹲 (Barbell)\",2,62.5,5,0,0,\"\",\"\",8.5",
                "2023-01-05 18:02:11,\"Leg Day 🦵\",1h 2m,\"Running\",1,,,5,1800,\"\",\"\",",
                "2023-01-07 09:00:00,\"Push; Pull\",45m,\"Bench Press (Barbell)\",1,40.0,8,0,0,\"\",\"\",",
                "2023-01-07 09:00:00,\"Push; Pull\",45m,\"Bench Press (Barbell)\",2,42.5,8,0,0,\"\",\"\",",
                "",
            ].joined(separator: "\u{a}")
        ),
        (
            "strong-comma-quirks",
            [
                "﻿Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE",
                "2022-09-21 10:26,\"Wednesday\",38min,\"  Squat (Barbell) \",W,20.0,10,0,0,\"\",\"\",",
                "2022-09-21 10:26,\"Wednesday\",38min,\"  Squat (Barbell) \",1,90.0,6,0,0,\"\",\"\",",
                "2022-09-21 10:26,\"Wednesday\",38min,\"  Squat (Barbell) \",D,60.0,12,0,0,\"\",\"\",",
                "2022-09-21 10:26,\"Wednesday\",38min,\"  Squat (Barbell) \",F,50.0,9,0,0,\"\",\"\",",
                "2022-09-21 10:26,\"Wednesday\",38min,\"Plank\",1,,,0,0,\"\",\"\",",
                "2022-09-21 10:26,\"Wednesday\",38min,\"  Squat (Barbell) \",1,40.0,10,0,0,\"\",\"\",",
                "2022-09-21 10:26,\"Wednesday\",38min,\"  Squat (Barbell) \",2,40.0,10,0,0,\"\",\"\",",
                "2022-10-01 08:00:00,\"Marathon\",264h 1m,\"ランニング\",1,0.0,1,42.195,0,\"\",\"\",",
                "",
                "",
                "",
            ].joined(separator: "\u{a}")
        ),
        (
            "strong-semicolon-13",
            [
                "Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes",
                "2022-10-01 10:00:00;\"Legs\";\"Leg Press (Machine)\";1;200;kg;10;;;;0;\"\";\"\"",
                "2022-10-01 10:00:00;\"Legs\";\"Leg Press (Machine)\";2;220;kg;8;7;;;0;\"\";\"\"",
                "",
            ].joined(separator: "\u{a}")
        ),
        (
            "strong-semicolon-14",
            [
                "Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes;Workout Duration",
                "2022-09-20 16:39:37;\"Week B, Day 1\";\"Bench Press (Barbell)\";1;115;lbs;4;6;;;0;\"\";\"tired\";17m",
                "2022-09-20 16:39:37;\"Week B, Day 1\";\"Bench Press (Barbell)\";2;115;lbs;8;9.5;;;0;\"\";\"\";17m",
                "2022-09-20 16:39:37;\"Week B, Day 1\";\"Pull Up (Band)\";1;;;10;;;;0;\"assisted\";\"\";17m",
                "2022-09-20 16:39:37;\"Week B, Day 1\";\"Rowing (Machine)\";1;;;;;2.5;km;600;\"\";\"\";17m",
                "2022-11-30 14:47:26;\"벤치 데이\";\"Bench Press (Barbell)\";1;135;lbs;5;8;;;0;\"\";\"\";1h 14m",
                "",
            ].joined(separator: "\u{a}")
        ),
        (
            "strong-headerless",
            [
                "2022-09-21 10:26:28,\"Wednesday\",38min,\"Squat (Barbell)\",1,45.0,10,0,0,\"\",\"\",",
                "2022-09-21 10:26:28,\"Wednesday\",38min,\"Squat (Barbell)\",2,65.0,8,0,0,,,",
                "2022-09-22 10:26:28,\"Thursday\",40min,\"Squat (Barbell)\",1,45.0,10,0,0,\"\",\"\",",
                "",
            ].joined(separator: "\u{a}")
        ),
        (
            "strong-quoted-semicolon",
            [
                "\"Workout #\";\"Date\";\"Workout Name\";\"Duration (sec)\";\"Exercise Name\";\"Set Order\";\"Weight (kg)\";\"Reps\";\"RPE\";\"Distance (meters)\";\"Seconds\";\"Notes\";\"Workout Notes\"",
                "\"1\";\"2025-02-24 15:10:32\";\"Chest and Triceps\";\"2176\";\"Bench Press (Barbell)\";\"1\";\"55.0\";\"10\";\"\";\"\";\"\";\"\";\"\"",
                "\"1\";\"2025-02-24 15:10:32\";\"Chest and Triceps\";\"2176\";\"Bench Press (Barbell)\";\"Rest Timer\";\"\";\"\";\"\";\"\";\"120.0\";\"\";\"\"",
                "\"1\";\"2025-02-24 15:10:32\";\"Chest and Triceps\";\"2176\";\"Bench Press (Barbell)\";\"2\";\"55.0\";\"8\";\"\";\"\";\"\";\"\";\"\"",
                "\"1\";\"2025-02-24 15:10:32\";\"Chest and Triceps\";\"2176\";\"Bench Press (Barbell)\";\"Rest Timer\";\"\";\"\";\"\";\"\";\"90.0\";\"\";\"\"",
                "\"1\";\"2025-02-24 15:10:32\";\"Chest and Triceps\";\"2176\";\"Pullover (Machine)\";\"Note\";\"\";\"\";\"\";\"\";\"\";\"Seat @ 5; \"\"slow\"\"\";\"\"",
                "\"1\";\"2025-02-24 15:10:32\";\"Chest and Triceps\";\"2176\";\"Pullover (Machine)\";\"1\";\"9.1\";\"10\";\"\";\"\";\"\";\"\";\"\"",
                "\"1\";\"2025-02-24 15:10:32\";\"Chest and Triceps\";\"2176\";\"Plank\";\"1\";\"\";\"\";\"\";\"\";\"60.0\";\"\";\"\"",
                "\"2\";\"2025-02-25 14:50:54\";\"Back\";\"763\";\"Lat Pulldown (Cable)\";\"Note\";\"\";\"\";\"\";\"\";\"\";\"\";\"\"",
                "\"2\";\"2025-02-25 14:50:54\";\"Back\";\"763\";\"Lat Pulldown (Cable)\";\"1\";\"42.0\";\"10\";\"\";\"\";\"\";\"\";\"\"",
                "\"2\";\"2025-02-25 14:50:54\";\"Back\";\"763\";\"Lat Pulldown (Cable)\";\"Rest Timer\";\"\";\"\";\"\";\"\";\"120.0\";\"\";\"\"",
                "",
            ].joined(separator: "\u{a}")
        ),
        (
            "hevy-kg",
            [
                "\"title\",\"start_time\",\"end_time\",\"description\",\"exercise_title\",\"superset_id\",\"exercise_notes\",\"set_index\",\"set_type\",\"weight_kg\",\"reps\",\"distance_km\",\"duration_seconds\",\"rpe\"",
                "\"Morning workout ☀️\",\"5 Dec 2025, 11:37\",\"5 Dec 2025, 12:55\",\"easy \"\"day\"\"\",\"Pull Up\",,\"\",0,\"warmup\",,7,,,",
                "\"Morning workout ☀️\",\"5 Dec 2025, 11:37\",\"5 Dec 2025, 12:55\",\"easy \"\"day\"\"\",\"Pull Up\",,\"\",1,\"normal\",,8,,,8",
                "\"Morning workout ☀️\",\"5 Dec 2025, 11:37\",\"5 Dec 2025, 12:55\",\"easy \"\"day\"\"\",\"Lat Pulldown (Cable)\",0,\"Sternum @ 5",
                "Seat @ 7\",0,\"normal\",50,10,,,7.5",
                "\"Morning workout ☀️\",\"5 Dec 2025, 11:37\",\"5 Dec 2025, 12:55\",\"easy \"\"day\"\"\",\"Face Pull\",0,\"\",0,\"failure\",20,15,,,",
                "\"Morning workout ☀️\",\"5 Dec 2025, 11:37\",\"5 Dec 2025, 12:55\",\"easy \"\"day\"\"\",\"Pull Up\",,\"\",0,\"dropset\",,5,,,",
                "\"Morning workout ☀️\",\"5 Dec 2025, 11:37\",\"5 Dec 2025, 12:55\",\"easy \"\"day\"\"\",\"Pull Up\",,\"\",0,\"normal\",,4,,,",
                "\"Morning workout ☀️\",\"5 Dec 2025, 11:37\",\"5 Dec 2025, 12:55\",\"easy \"\"day\"\"\",\"Treadmill\",,\"\",0,\"normal\",,,,,",
                "\"跑步 🏃\",\"6 Dec 2025, 07:02\",\"6 Dec 2025, 07:40\",\"\",\"Running\",,\"\",0,\"normal\",,,5.2,1800,",
                "",
            ].joined(separator: "\u{a}")
        ),
        (
            "hevy-mixed-units",
            [
                "\"title\",\"start_time\",\"end_time\",\"description\",\"exercise_title\",\"superset_id\",\"exercise_notes\",\"set_index\",\"set_type\",\"weight_kg\",\"weight_lbs\",\"reps\",\"distance_km\",\"distance_miles\",\"duration_seconds\",\"rpe\"",
                "\"Gut Check - Day 1 🚀\",\"28 May 2024, 07:32\",\"28 May 2024, 08:27\",\"\",\"Running\",,\"\",0,\"normal\",,,,,1.5,240,",
                "\"Gut Check - Day 1 🚀\",\"28 May 2024, 07:32\",\"28 May 2024, 08:27\",\"\",\"Seated Cable Row - V Grip (Cable)\",1,\"\",0,\"normal\",,85,10,,,,7",
                "\"Gut Check - Day 1 🚀\",\"28 May 2024, 07:32\",\"28 May 2024, 08:27\",\"\",\"Lat Pulldown (Cable)\",1,\"\",0,\"normal\",40,,10,,,,8.5",
                "\"Gut Check - Day 1 🚀\",\"28 May 2024, 07:32\",\"28 May 2024, 08:27\",\"\",\"Rowing\",,\"\",0,\"normal\",,,,2,,600,",
                "",
            ].joined(separator: "\u{a}")
        ),
        (
            "fitnotes",
            [
                "Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time,Comment",
                "2024-04-25,Seated Machine Fly,Chest,50.0,kgs,8,,,,\"\"",
                "2024-04-25,Seated Machine Fly,Chest,52.5,kgs,6,,,,\"last one \"\"hard\"\"\"",
                "2024-04-25,Press, Close Grip,Chest,60.0,lbs,5,,,,\"\"",
                "2024-04-25,Plank,Abs,,,,,,0:00:30,\"\"",
                "2024-04-25,Empty Row,Back,,,,,,,\"\"",
                "2024-05-01, 硬拉 ,Back,100.0,kgs,5,,,,\"warm up\"",
                "2024-05-01,Cycling,Cardio,,,,10.0,km,0:30:00,\"\"",
                "",
            ].joined(separator: "\u{a}")
        ),
        (
            "fitnotes-old",
            [
                "Date,Exercise,Category,Weight (lbs),Reps,Distance,Distance Unit,Time,Comment",
                "2019-03-04,Flat Barbell Bench Press,Chest,135.0,5,,,,\"\"",
                "2019-03-04,Flat Barbell Bench Press,Chest,149.99999999999997,3,,,,\"\"",
                "",
            ].joined(separator: "\u{a}")
        ),
        (
            "malformed-stray-quote",
            [
                "Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time,Comment",
                "2024-04-25,Fly,Chest,50.0,kgs,8,,,,\"\"",
                "2024-04-25,Fly \"wide\",Chest,50.0,kgs,8,,,,\"\"",
                "",
            ].joined(separator: "\u{a}")
        ),
        (
            "malformed-unterminated",
            [
                "Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time,Comment",
                "2024-04-25,Fly,Chest,50.0,kgs,8,,,,\"never closed",
                "",
            ].joined(separator: "\u{a}")
        ),
    ]
}
