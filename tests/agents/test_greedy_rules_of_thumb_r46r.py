"""The greedy agent's rules of thumb (duelist/agents/greedy.py), each as a researcher who
uses it as a baseline expects: the strongest summon (a Level 5 or higher monster counts
400 more, Level 7 or higher 800 more again), a strong monster Normal Summoned face-up when
nothing opposes it, profitable attacks on monsters it beats (from an Extra Monster Zone
too; a Set monster guessed at 1500 DEF), the weakest card discarded by its better stat, the
opponent's card targeted, the strongest Extra Deck summon, a Side Deck kept, a replay
turned into a direct attack, and no response with a card it never responds with."""

from duelist.agents import GreedyAgent
from duelist.cards.db import find_card
from duelist.engine.protocol import Option, Request
from duelist.match import Match
from duelist.testing import Script, Table
from duelist.testing.property import default_decks


def test_a_level_5_monster_counts_400_more_than_its_better_stat():
    """Rude Kaiser (Level 5, 1800 ATK) Tributing Mystical Elf is worth 2200, more than
    Vorse Raider (Level 4, 1900 ATK)."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Vorse Raider", "Rude Kaiser")
    table.monster(0, "Mystical Elf")
    duel = table.build()
    choice = GreedyAgent().choose(duel, duel.request)
    assert choice.kind == "summon" and choice.name == "Rude Kaiser"


def test_a_level_7_monster_counts_800_more_again():
    """Dark Magician (Level 7, 2500 ATK) is worth 3700, Summoned Skull (Level 6, 2500 ATK)
    2900: with two monsters to Tribute, Dark Magician is summoned."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Summoned Skull", "Dark Magician")
    table.monster(0, "Mystical Elf")
    table.monster(0, "Celtic Guardian")
    duel = table.build()
    choice = GreedyAgent().choose(duel, duel.request)
    assert choice.kind == "summon" and choice.name == "Dark Magician"


def test_a_strong_monster_is_summoned_face_up_when_nothing_opposes_it():
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Battle Ox")                  # 1700 ATK / 1000 DEF
    duel = table.build()
    choice = GreedyAgent().choose(duel, duel.request)
    assert choice.kind == "summon" and choice.name == "Battle Ox"


def test_greedy_attacks_a_monster_it_beats_and_not_one_that_beats_it():
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")               # 1700 ATK
    table.monster(1, "Blue-Eyes White Dragon")
    table.monster(1, "Mystical Elf")            # 800 ATK, Attack Position
    duel = table.build()
    choice = GreedyAgent().choose(duel, duel.request)
    assert choice.kind == "attack" and choice.name == "Battle Ox" and choice.target_name == "Mystical Elf"


def test_a_monster_in_an_extra_monster_zone_attacks_a_monster_it_beats():
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox", zone=5)       # 1700 ATK, in an Extra Monster Zone
    table.monster(1, "Mystical Elf")            # 800 ATK, Attack Position
    duel = table.build()
    choice = GreedyAgent().choose(duel, duel.request)
    assert choice.kind == "attack" and choice.name == "Battle Ox" and choice.target_name == "Mystical Elf"


def test_a_set_monster_is_guessed_to_have_1500_def():
    """Blue-Eyes (3000 ATK) gains 1500 on a Set monster (guessed 1500 DEF) and 1000 + 500 on
    a Blue-Eyes in Defense Position (2500 DEF): a tie, and the first attack offered, on the
    Set monster, is made."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Blue-Eyes White Dragon")
    table.monster(1, "Mystical Elf", position="set")
    table.monster(1, "Blue-Eyes White Dragon", position="defense")
    duel = table.build()
    set_uid = duel.view(0)["players"][1]["monsters"][0]["uid"]
    attacks = duel.request.find(kind="attack")
    assert attacks[0].target == set_uid and len(attacks) == 2       # the Set monster first
    assert GreedyAgent().choose(duel, duel.request).id == attacks[0].id


def test_a_monster_in_attack_position_is_attacked_before_one_in_defense_position():
    """Blue-Eyes beats Celtic Guardian (1400 ATK, Attack Position: 1600 damage too) and
    Mystical Elf (2000 DEF, Defense Position): the Guardian is worth more."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Blue-Eyes White Dragon")
    table.monster(1, "Mystical Elf", position="defense")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    assert GreedyAgent().choose(duel, duel.request).target_name == "Celtic Guardian"


def test_a_selection_that_is_not_of_materials_takes_the_first_option():
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Blue-Eyes White Dragon", "Mystical Elf")
    duel = table.build()
    hand = dict((c["name"], c["uid"]) for c in duel.view(0)["players"][0]["hand"])
    request = Request(0, "select", "Choose a card to shuffle into the Deck",
                      [Option(0, "select", hand["Blue-Eyes White Dragon"], "Blue-Eyes White Dragon"),
                       Option(1, "select", hand["Mystical Elf"], "Mystical Elf")])
    assert GreedyAgent().choose(duel, request).id == 0


def test_the_weakest_card_by_its_better_stat_is_discarded():
    """At the hand limit: Gemini Elf (1900 ATK / 900 DEF) is stronger than Celtic Guardian
    (1400 / 1200), whose better stat is lower."""
    table = Table(turn=3, turn_player=0, phase="main2")
    table.hand(0, "Gemini Elf", "Celtic Guardian", *["Blue-Eyes White Dragon"] * 5)
    duel = table.build()
    duel.answer(duel.request.find(kind="end_turn")[0])
    while duel.request.kind != "discard":
        duel.answer(GreedyAgent().choose(duel, duel.request))
    choice = GreedyAgent().choose(duel, duel.request)
    assert choice.name == "Celtic Guardian"


def test_greedy_targets_the_opponents_card_over_its_own():
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Mystical Space Typhoon")
    table.spell_trap(0, "Waboku")
    table.spell_trap(1, "Waboku")
    duel = table.build()
    Script(duel).pick("activate", "Mystical Space Typhoon")
    while duel.request.kind == "zone":
        duel.answer(duel.request.options[0])
    request = duel.request
    assert request.kind == "target"
    theirs = duel.view(0)["players"][1]["spells"]
    their_uid = [s["uid"] for s in theirs if s][0]
    assert request.options[0].card != their_uid         # its own Waboku is offered first
    assert GreedyAgent().choose(duel, request).card == their_uid


def test_the_strongest_extra_deck_summon_is_made_whatever_its_place_among_the_options():
    """Two Extra Deck monsters stronger than its board are offered, the stronger first:
    it takes the stronger."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.extra(0, "Gem-Knight Pearl", "Link Spider")
    table.monster(0, "Mystical Elf")            # 800 ATK
    duel = table.build()
    extra = dict((c["name"], c["uid"]) for c in duel.view(0)["players"][0]["extra"])
    request = Request(0, "idle", "Main Phase 1",
                      [Option(0, "xyz_summon", extra["Gem-Knight Pearl"], "Gem-Knight Pearl"),
                       Option(1, "link_summon", extra["Link Spider"], "Link Spider"),
                       Option(2, "end_turn")])
    assert GreedyAgent().choose(duel, request).name == "Gem-Knight Pearl"


def test_greedy_keeps_its_deck_between_the_duels_of_a_match():
    d0, d1 = default_decks()
    skull = find_card("Summoned Skull").code
    match = Match({"main": d0.main, "extra": [], "side": [skull]},
                  {"main": d1.main, "extra": [], "side": [skull]}, seed=1)
    duel = match.duel
    duel.set_lp(1, 0)
    while match.duel is duel:
        request = match.request
        match.answer((request.find(kind="end_turn") or request.find(kind="end_battle") or request.options)[0])
    assert match.request.kind == "side" and match.request.options[0].kind == "side_out"
    assert GreedyAgent().choose(match, match.request).kind == "side_done"


def test_a_replayed_attack_becomes_a_direct_attack_when_one_is_offered():
    duel = Table(turn=3, turn_player=0, phase="battle_step").build()
    request = Request(0, "replay", "The attack target is gone: attack again?",
                      [Option(0, "stop_attack"), Option(1, "retarget", 7, "Battle Ox", "player")])
    assert GreedyAgent().choose(duel, request).id == 1
    request = Request(0, "replay", "The attack target is gone: attack again?",
                      [Option(0, "retarget", 7, "Battle Ox", 9, "Mystical Elf"), Option(1, "stop_attack")])
    assert GreedyAgent().choose(duel, request).kind == "stop_attack"


def test_with_timing_hints_a_card_it_never_responds_with_is_kept():
    """A summon just made is a moment to respond; with timing hints Two-Pronged Attack is
    not spent as a response, and the next card is."""
    duel = Table(turn=4, turn_player=1, phase="main1").build()
    request = Request(0, "chain", "Battle Ox was summoned: respond?",
                      [Option(0, "activate", 5, "Two-Pronged Attack"), Option(1, "pass")])
    assert GreedyAgent(timing=True).choose(duel, request).kind == "pass"
    assert GreedyAgent().choose(duel, request).name == "Two-Pronged Attack"
    request = Request(0, "chain", "Battle Ox was summoned: respond?",
                      [Option(0, "activate", 5, "Two-Pronged Attack"), Option(1, "activate", 6, "Dark Hole"),
                       Option(2, "pass")])
    assert GreedyAgent(timing=True).choose(duel, request).name == "Dark Hole"
