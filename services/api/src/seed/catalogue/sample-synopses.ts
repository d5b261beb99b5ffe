/**
 * One sentence per sample episode, in the order of the series' episodes (season 1's first, then
 * season 2's and so on). The episode list shows it under the episode's name.
 */
export const SAMPLE_SYNOPSES: Record<string, readonly string[]> = {
  // Mohalla Diaries: three seasons of eight.
  tv1: [
    'A quiet software engineer rents the room above the sweet shop, and the whole lane decides he must be hiding something.',
    "Mrs. Khanna's four o'clock tea turns into a summit when two neighbours arrive with the same gossip and opposite versions of it.",
    "Bittu's scooter vanishes overnight, and his search drags every family in the lane into one another's secrets.",
    'A twelve-hour power cut sends the lane up to the rooftops, where old feuds and older friendships surface by candlelight.',
    'Three weddings booked for the same weekend leave the lane short of tents, cooks and patience.',
    'A friendly cricket match against the next lane over becomes a matter of honour that no one is willing to lose.',
    'The first monsoon rain finds the hole in every roof, and the families must share the one dry courtyard.',
    'The lane prepares a farewell for Sharma-ji, who has lived here fifty years and refuses to admit he is leaving.',
    'A year on, the new tenant has become family, until a letter from his past arrives at the sweet shop.',
    'Tea at four goes digital when the grandchildren set up a video call that nobody over sixty can switch off.',
    'The missing scooter turns up in a film shoot two lanes away, and getting it back takes the whole mohalla.',
    'The lane installs solar panels to end the power cuts, and discovers it cannot agree on whose roof gets them.',
    "Wedding season returns with a runaway groom hiding in the last place anyone would look: Mrs. Khanna's kitchen.",
    'The cricket rivalry goes to a rematch, with a retired umpire from the lane and a very unclear rulebook.',
    'The municipality finally fixes the drains, and the lane finds it oddly misses the monsoon chaos.',
    "Sharma-ji's old room gets a new tenant who wants everything exactly as he left it.",
    'The lane faces a developer who wants to buy the courtyards, and the new tenant of season one leads the resistance.',
    'Four generations gather for tea at four as the lane decides whether to sell.',
    "The scooter, now a local legend, is raffled to raise money for the lane's legal fight.",
    'A blackout on the night of the hearing forces the lane to prepare its case by lantern light.',
    "The wedding of the lane's youngest couple becomes a protest the whole city hears about.",
    'The final cricket match between the lanes decides who pays the lawyers.',
    "A monsoon flood tests the lane one last time, and the developer's men end up sheltering in its courtyard.",
    'Sharma-ji comes home for good, and the lane learns that fifty years is only a beginning.',
  ],
  // Border Force: two seasons of eight.
  tv2: [
    'A new commander takes over a BSF post on the Punjab frontier on the morning a smuggling drone crashes into a field.',
    "The unit escorts a farmer across the fence to tend his crops, and learns his land is also a smugglers' route.",
    'A night patrol loses radio contact in the fog, and one jawan must choose between the rulebook and his partner.',
    'A sandstorm grounds the drones on both sides, and the unit has six hours of blindness to survive.',
    'An informer in the village offers names for protection, but the unit cannot tell which side he really serves.',
    'A routine vehicle check at Checkpoint Nine uncovers a consignment that points inside the force.',
    'With their radios compromised, the unit plans a raid using only runners and a borrowed tractor.',
    'Home on leave, the commander finds that the fight on the frontier has followed him to his own family.',
    'A second season opens with a drone swarm at first light and a commander who is no longer sure whom to trust.',
    'The unit must get a wounded smuggler across the river alive, because he is the only witness they have.',
    'A night patrol with a rookie ends in a standoff neither side wanted.',
    'A dust storm covers an escape from the detention post, and the unit has until it clears to find the prisoner.',
    'The informer returns with a warning that the unit cannot afford to believe or to ignore.',
    'Checkpoint Nine is shut down by an inquiry just as the biggest consignment of the year is due.',
    'Cut off from command, the unit runs its own operation in radio silence.',
    'The commander comes home with the truth about the network, and a choice about what to tell his family.',
  ],
  // Chandrayaan Colony: one season of eight.
  tv3: [
    'The hundredth resident lands at the lunar colony on the day its engineers find a slow leak in the oxygen plant.',
    "With oxygen rationed, the colony's council must decide whose work is worth a full breath.",
    "The botanist's greenhouse could save the colony, if its first crop survives a cold night on the Moon.",
    'Dust storms kicked up by a landing bury the solar arrays, and the colony has hours of battery left.',
    'A garbled message from Mission Control arrives, and the colonists argue about what it really says.',
    "A rescue team drives to the Moon's far side, out of reach of Earth's radio, to fetch a spare oxygen core.",
    "A moonquake cracks the habitat's main dome while half the colony is asleep inside it.",
    'The colony watches Earth rise over the horizon as the last repair holds, or fails.',
  ],
};
