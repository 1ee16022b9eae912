/// Strong exports that tests write: the header of Strong's semicolon layout, and one line per working set.
enum StrongExportFixture {
    /// The header line, with its line break.
    static let header = """
        Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;\
        Workout Notes;Workout Duration

        """

    /// One working set's line, with its line break: `reps` of `weight` `unit` as set `order` of `exercise`, in the
    /// session `workout` started at `date` and lasting `duration`.
    static func row(
        _ date: String, _ exercise: String, _ order: String, _ weight: String, _ unit: String, _ reps: Int,
        workout: String = "Day", duration: String = "1h"
    ) -> String {
        "\(date);\(workout);\(exercise);\(order);\(weight);\(unit);\(reps);;;;0;;;\(duration)\n"
    }
}
