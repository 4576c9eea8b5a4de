#import "AppDelegate.h"
#import "FieldNotes-Swift.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
    NotesViewController *notes = [[NotesViewController alloc] init];
    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:notes];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
