extension ExerciseAlias {
    /// The curated aliases: app and lifter spellings the rules cannot read, each with the entry it means (or none)
    /// and, where it is not obvious, why. Written for the formats (`Name (Equipment)`, `Equipment Name`, bare names),
    /// not for particular files; a bare name is given an entry only where lifters mean one equipment by it (the
    /// competition lifts mean the barbell).
    ///
    /// Each alias covers every spelling of its name: `Lateral Raise (Dumbbell)` is also `DB Lateral Raise` and
    /// `Lateral Dumbbell Raise`.
    public static let standard: [ExerciseAlias] =
        barbellLifts + pulls + presses + arms + legs + core + conditioning
        + keptUnmatched

    /// The competition lifts and their common names; bare, they mean the barbell.
    private static let barbellLifts: [ExerciseAlias] = [
        ExerciseAlias("Bench Press", "Barbell_Bench_Press_-_Medium_Grip", "bare, the flat barbell bench press"),
        ExerciseAlias("Bench", "Barbell_Bench_Press_-_Medium_Grip", "lifters' shorthand for the barbell bench press"),
        ExerciseAlias("Flat Bench Press (Barbell)", "Barbell_Bench_Press_-_Medium_Grip", "flat is the standard bench"),
        ExerciseAlias("Incline Bench", "Barbell_Incline_Bench_Press_-_Medium_Grip", "bare, the barbell incline bench"),
        ExerciseAlias("Incline Bench Press", "Barbell_Incline_Bench_Press_-_Medium_Grip", "bare, the barbell lift"),
        ExerciseAlias("Close-Grip Bench", "Close-Grip_Barbell_Bench_Press", "bare, the barbell close-grip bench"),
        ExerciseAlias("Close-Grip Bench Press", "Close-Grip_Barbell_Bench_Press", "bare, the barbell lift"),
        ExerciseAlias("Squat", "Barbell_Squat", "bare, the barbell back squat"),
        ExerciseAlias("Back Squat", "Barbell_Squat", "a back squat is the barbell back squat"),
        ExerciseAlias("Back Squat (Barbell)", "Barbell_Squat"),
        ExerciseAlias("Front Squat", "Front_Barbell_Squat", "bare, the barbell front squat"),
        ExerciseAlias("Deadlift", "Barbell_Deadlift", "bare, the conventional barbell deadlift"),
        ExerciseAlias("Conventional Deadlift", "Barbell_Deadlift", "bare, the barbell lift"),
        ExerciseAlias("Conventional Deadlift (Barbell)", "Barbell_Deadlift"),
        ExerciseAlias("RDL", "Romanian_Deadlift", "the abbreviation; bare, the barbell Romanian deadlift"),
        ExerciseAlias("RDL (Barbell)", "Romanian_Deadlift"),
        ExerciseAlias("Overhead Press", "Standing_Military_Press", "bare, the standing barbell press"),
        ExerciseAlias("Overhead Press (Barbell)", "Standing_Military_Press", "the standing barbell press"),
        ExerciseAlias("OHP", "Standing_Military_Press", "the abbreviation of overhead press"),
        ExerciseAlias("OHP (Barbell)", "Standing_Military_Press"),
        ExerciseAlias("Military Press", "Standing_Military_Press", "bare, the standing barbell press"),
        ExerciseAlias("Military Press (Barbell)", "Standing_Military_Press"),
        ExerciseAlias("Strict Press", "Standing_Military_Press", "the strict (no leg drive) standing barbell press"),
        ExerciseAlias("Strict Press (Barbell)", "Standing_Military_Press"),
        ExerciseAlias("Strict Military Press (Barbell)", "Standing_Military_Press"),
        ExerciseAlias("Sumo Squat (Barbell)", "Wide_Stance_Barbell_Squat", "a sumo squat is the wide-stance squat"),
    ]

    /// Rows, pulldowns, pull-ups and other pulls.
    private static let pulls: [ExerciseAlias] = [
        ExerciseAlias("Barbell Row", "Bent_Over_Barbell_Row", "the barbell row is bent over"),
        ExerciseAlias("Bent Over Row (Dumbbell)", "Bent_Over_Two-Dumbbell_Row", "both hands, one dumbbell each"),
        ExerciseAlias(
            "Dumbbell Row", "One-Arm_Dumbbell_Row",
            "the bench-supported one-arm row; apps name the two-dumbbell row apart"),
        ExerciseAlias("Bent Over One Arm Row (Dumbbell)", "One-Arm_Dumbbell_Row"),
        ExerciseAlias("Chest Supported Incline Row (Dumbbell)", "Dumbbell_Incline_Row", "chest on an incline bench"),
        ExerciseAlias("Chest Supported Row (Dumbbell)", "Dumbbell_Incline_Row", "chest on an incline bench"),
        ExerciseAlias("Iso-Lateral Row (Machine)", "Leverage_Iso_Row", "Hammer Strength's name for the lever row"),
        ExerciseAlias("T-Bar Row", "T-Bar_Row_with_Handle", "the landmine row with a handle"),
        ExerciseAlias("Seated Cable Row - V Grip", "Seated_Cable_Rows", "the entry's close V handle"),
        ExerciseAlias("Lat Pulldown", "Wide-Grip_Lat_Pulldown", "the standard cable pulldown with the long bar, wide"),
        ExerciseAlias(
            "Lat Pulldown (Cable)", "Wide-Grip_Lat_Pulldown", "the standard pulldown with the long bar, wide"),
        ExerciseAlias("Straight Arm Lat Pulldown (Cable)", "Straight-Arm_Pulldown"),
        ExerciseAlias("Straight Arm Pulldown (Cable)", "Straight-Arm_Pulldown"),
        ExerciseAlias("Pull Up (Band)", "Band_Assisted_Pull-Up", "a pull-up with a band is the band-assisted one"),
        ExerciseAlias("Pull Up (Neutral Grip)", "V-Bar_Pullup", "the entry's text is the neutral-grip pull-up"),
        ExerciseAlias("Neutral Grip Pull Up", "V-Bar_Pullup", "the entry's text is the neutral-grip pull-up"),
        ExerciseAlias("Reverse Fly (Cable)", "Cable_Rear_Delt_Fly", "the reverse fly trains the rear delts"),
        ExerciseAlias("Rear Delt Reverse Fly (Cable)", "Cable_Rear_Delt_Fly"),
        ExerciseAlias("Rear Delt Reverse Fly (Machine)", "Reverse_Machine_Flyes", "the reverse pec deck"),
        ExerciseAlias("Rear Delt Fly (Machine)", "Reverse_Machine_Flyes", "the reverse pec deck"),
        ExerciseAlias("Upright Row (Dumbbell)", "Standing_Dumbbell_Upright_Row"),
    ]

    /// Presses, flyes and raises for the chest and shoulders.
    private static let presses: [ExerciseAlias] = [
        ExerciseAlias("Flat Bench Press (Dumbbell)", "Dumbbell_Bench_Press", "flat is the standard bench"),
        ExerciseAlias("Incline Bench Press (Dumbbell)", "Incline_Dumbbell_Press"),
        ExerciseAlias("Flat Bench (Smith Machine)", "Smith_Machine_Bench_Press"),
        ExerciseAlias(
            "Smith Machine Incline", "Smith_Machine_Incline_Bench_Press", "the incline bench, by far the usual"),
        ExerciseAlias("Smith Machine Overhead", "Smith_Machine_Overhead_Shoulder_Press"),
        ExerciseAlias("Overhead Press (Smith Machine)", "Smith_Machine_Overhead_Shoulder_Press"),
        ExerciseAlias("Chest Press (Machine)", "Machine_Bench_Press", "the selectorised seated chest press"),
        ExerciseAlias("Iso-Lateral Chest Press (Machine)", "Leverage_Chest_Press", "the plate-loaded lever press"),
        ExerciseAlias("Chest Press (Plate Loaded)", "Leverage_Chest_Press", "the plate-loaded lever press"),
        ExerciseAlias("Chest Fly (Dumbbell)", "Dumbbell_Flyes"),
        ExerciseAlias("Incline Chest Fly (Dumbbell)", "Incline_Dumbbell_Flyes"),
        ExerciseAlias("Decline Chest Fly (Dumbbell)", "Decline_Dumbbell_Flyes"),
        ExerciseAlias("Chest Fly (Machine)", "Butterfly", "the pec deck, the catalogue's Butterfly"),
        ExerciseAlias("Seated Machine Fly", "Butterfly", "the pec deck, the catalogue's Butterfly"),
        ExerciseAlias("Pec Deck (Machine)", "Butterfly", "the catalogue's Butterfly"),
        ExerciseAlias("Cable Fly Crossover", "Cable_Crossover"),
        ExerciseAlias("Low Cable Fly Crossover", "Low_Cable_Crossover"),
        ExerciseAlias(
            "Overhead Press (Dumbbell)", "Standing_Dumbbell_Press", "standing; the apps name the seated one apart"),
        ExerciseAlias("Seated Overhead Press (Dumbbell)", "Seated_Dumbbell_Press"),
        ExerciseAlias("Shoulder Press (Machine)", "Machine_Shoulder_Military_Press", "a seated machine press"),
        ExerciseAlias("Seated Shoulder Press (Machine)", "Machine_Shoulder_Military_Press"),
        ExerciseAlias("Lateral Raise (Dumbbell)", "Side_Lateral_Raise", "the catalogue's side lateral raise"),
        ExerciseAlias("Seated Lateral Raise (Dumbbell)", "Seated_Side_Lateral_Raise"),
        ExerciseAlias("Lateral Raise (Cable)", "Standing_Low-Pulley_Deltoid_Raise", "standing, one arm, low pulley"),
    ]

    /// Curls, extensions, pushdowns and dips.
    private static let arms: [ExerciseAlias] = [
        ExerciseAlias("Bicep Curl (Barbell)", "Barbell_Curl"),
        ExerciseAlias("Curl (Barbell)", "Barbell_Curl"),
        ExerciseAlias("Curl (Dumbbell)", "Dumbbell_Bicep_Curl"),
        ExerciseAlias("Bicep Curl (Cable)", "Standing_Biceps_Cable_Curl"),
        ExerciseAlias("Curl (Cable)", "Standing_Biceps_Cable_Curl"),
        ExerciseAlias("Single Arm Curl (Cable)", "Standing_One-Arm_Cable_Curl"),
        ExerciseAlias("Bicep Curl (EZ Bar)", "EZ-Bar_Curl"),
        ExerciseAlias("Bicep Curl (Machine)", "Machine_Bicep_Curl"),
        ExerciseAlias("Seated Machine Curl", "Machine_Bicep_Curl", "the seated biceps curl machine"),
        ExerciseAlias("Standing Hammer Curl (Dumbbell)", "Hammer_Curls", "the entry is done standing"),
        ExerciseAlias("Standing Hammer Curl", "Hammer_Curls", "the entry's name, done standing"),
        ExerciseAlias("Seated Incline Curl (Dumbbell)", "Incline_Dumbbell_Curl", "curled seated on an incline bench"),
        ExerciseAlias("Incline Curl (Dumbbell)", "Incline_Dumbbell_Curl"),
        ExerciseAlias("Triceps Pushdown (Rope)", "Triceps_Pushdown_-_Rope_Attachment"),
        ExerciseAlias("Rope Pushdown", "Triceps_Pushdown_-_Rope_Attachment", "a rope pushdown works the triceps"),
        ExerciseAlias("Triceps Pushdown (V-Bar)", "Triceps_Pushdown_-_V-Bar_Attachment"),
        ExerciseAlias("V-Bar Pushdown", "Triceps_Pushdown_-_V-Bar_Attachment", "a V-bar pushdown works the triceps"),
        ExerciseAlias("Triceps Dip", "Dips_-_Triceps_Version", "upright on parallel bars"),
        ExerciseAlias("Parallel Bar Triceps Dip", "Dips_-_Triceps_Version"),
        ExerciseAlias("Chest Dip", "Dips_-_Chest_Version", "leaning forward on parallel bars"),
        ExerciseAlias("Push Up Close Hands", "Push-Ups_-_Close_Triceps_Position"),
        ExerciseAlias("Close Grip Push Up", "Push-Ups_-_Close_Triceps_Position"),
    ]

    /// Squats, lunges, hinges and machines for the legs.
    private static let legs: [ExerciseAlias] = [
        ExerciseAlias(
            "Bulgarian Split Squat (Dumbbell)", "Split_Squat_with_Dumbbells", "rear foot raised, as the entry"),
        ExerciseAlias("Hip Abduction (Machine)", "Thigh_Abductor", "the seated abductor machine"),
        ExerciseAlias("Hip Adduction (Machine)", "Thigh_Adductor", "the seated adductor machine"),
        ExerciseAlias("Seated Calf Raise (Plate Loaded)", "Seated_Calf_Raise", "the entry's machine is plate-loaded"),
        ExerciseAlias("Back Extension (Weighted Hyperextension)", "Hyperextensions_Back_Extensions", "with a plate"),
        ExerciseAlias("Jumping Lunge", "Split_Jump", "jumping from a lunge, switching legs"),
        ExerciseAlias("Box Jump", "Front_Box_Jump"),
    ]

    /// The core: crunches, raises, planks and twists.
    private static let core: [ExerciseAlias] = [
        ExerciseAlias("Ab Wheel", "Ab_Roller", "the ab wheel is the catalogue's Ab Roller"),
        ExerciseAlias("Ab Wheel Rollout", "Ab_Roller", "the ab wheel is the catalogue's Ab Roller"),
        ExerciseAlias("Crunch (Machine)", "Ab_Crunch_Machine"),
        ExerciseAlias("Bicycle Crunch", "Air_Bike", "the catalogue's Air Bike is the bicycle crunch"),
        ExerciseAlias("Heel Taps", "Alternate_Heel_Touchers", "lying, touching each heel in turn"),
        ExerciseAlias("Lying Leg Raise", "Flat_Bench_Lying_Leg_Raise", "floor or bench is setup, not equipment"),
        ExerciseAlias("Leg Raise Parallel Bars", "Knee_Hip_Raise_On_Parallel_Bars", "forearms on the bars"),
        ExerciseAlias("Leg Raise (Elbows)", "Knee_Hip_Raise_On_Parallel_Bars", "on the elbows, on the bars"),
        ExerciseAlias("Side Plank", "Side_Bridge", "the catalogue's Side Bridge"),
        ExerciseAlias("Cable Twist (Down to Up)", "Standing_Cable_Lift", "a low-to-high cable rotation"),
    ]

    /// Kettlebell sport, jumps and cardio machines.
    private static let conditioning: [ExerciseAlias] = [
        ExerciseAlias("Kettlebell Snatch", "One-Arm_Kettlebell_Snatch", "a kettlebell snatch is one-armed"),
        ExerciseAlias("Kettlebell Long Cycle", "One-Arm_Kettlebell_Clean_and_Jerk", "long cycle is the clean and jerk"),
        ExerciseAlias("Kettlebell One Arm Long Cycle", "One-Arm_Kettlebell_Clean_and_Jerk"),
        ExerciseAlias("Jump Rope", "Rope_Jumping"),
        ExerciseAlias("Rowing Machine", "Rowing_Stationary"),
        ExerciseAlias("Spinning", "Bicycling_Stationary", "indoor cycling on a stationary bike"),
        ExerciseAlias("Stationary Bike", "Bicycling_Stationary"),
    ]

    /// Names a rule would match but that must stay unmatched: their equipment or variant varies in practice.
    private static let keptUnmatched: [ExerciseAlias] = [
        ExerciseAlias("Goblet Squat", nil, "the entry is the kettlebell one; a dumbbell goblet squat is as common"),
        ExerciseAlias(
            "Around The World", nil, "the entry is a dumbbell arc; the name is used for plate and kettlebell halos"),
        ExerciseAlias("Front Raise (Dumbbell)", nil, "the catalogue keeps alternating and two-arm front raises apart"),
        ExerciseAlias(
            "Shoulder Press (Dumbbell)", nil, "seated or standing unstated, and the catalogue keeps them apart"),
    ]
}
