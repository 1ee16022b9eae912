// swift-tools-version: 6.2
import PackageDescription

// A host app's own block kind, `acme/stretch`, built outside Kheper on its public products alone.
let package = Package(
    name: "CustomBlock",
    products: [
        .library(name: "AcmeStretch", targets: ["AcmeStretch"]),
        .executable(name: "custom-block", targets: ["CustomBlock"]),
    ],
    dependencies: [
        // Kheper itself, two folders up. The name is given because a path dependency's identity is its folder's
        // name (`main`, or a temporary copy in CI), and the products below are looked up by package name.
        .package(name: "Kheper", path: "../..")
    ],
    targets: [
        // The kind: like a built-in kind module, it depends on the kernel, the standard render targets and the
        // measures (its hold is a duration) alone.
        .target(
            name: "AcmeStretch",
            dependencies: [
                .product(name: "KheperCore", package: "Kheper"),
                .product(name: "KheperRenderTargets", package: "Kheper"),
                .product(name: "KheperMeasures", package: "Kheper"),
            ]
        ),

        // The tour: registers the kind beside the built-in ones and uses it end to end.
        .executableTarget(
            name: "CustomBlock",
            dependencies: ["AcmeStretch", .product(name: "Kheper", package: "Kheper")]
        ),

        // The kind's tests use Kheper's test helpers, as the built-in kinds' tests do.
        .testTarget(
            name: "AcmeStretchTests",
            dependencies: [
                "AcmeStretch", .product(name: "Kheper", package: "Kheper"),
                .product(name: "KheperTestSupport", package: "Kheper"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    target.swiftSettings = [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("InternalImportsByDefault"),
        .enableUpcomingFeature("MemberImportVisibility"),
    ]
}
