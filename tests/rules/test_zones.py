"""The player chooses the zone of every placement (request kind `zone`, docs/protocol.md).

Seeds: 000 §特殊召喚 ("特殊召喚成功的怪獸所放置的怪獸區域，隻要是空的區域，玩家可以任意選擇"; seed
001 §特殊召喚 repeats it), 000 §額外怪獸區域 ("由從額外卡組出怪獸的玩家決定哪個區域屬于自己"),
000 §XYZ召喚 ("可以和正常的XYZ召喚一樣重新選擇放置的怪獸區域"). The same choice for Normal Summons
and Sets, Spell/Trap activations and Sets from the hand, Tokens, and cards effects put on the
field. Zones are numbered 0-4 from their owner's left (5, 6: the Extra Monster Zones).
"""

import json
import os

import pytest

from duelist.agents import GreedyAgent, RandomAgent
from duelist.agents.base import play_out
from duelist.deck.formats import load_bundled_deck
from duelist.engine import state as S
from duelist.engine.duel import Duel
from duelist.engine.protocol import IllegalAnswerError, Option
from duelist.engine.replay import ReplayError, run_replay
from duelist.match.match import run_match_replay
from duelist.testing.invariants import check_invariants
from duelist.testing.reads import of_type
from duelist.testing.scenario import Script, ScriptError, Table

FIXTURES = os.path.join(os.path.dirname(__file__), "fixtures")
MAIN_ZONES = ["Monster Zone %d" % n for n in range(1, 6)]
SPELL_ZONES = ["Spell & Trap Zone %d" % n for n in range(1, 6)]


def _zone_names(duel):
    assert duel.request.kind == "zone", duel.request
    return [o.name for o in duel.request.options]


# ------------------------------------------------------------- Normal Summon and Set
@pytest.mark.parametrize("zone", range(5))
def test_a_normal_summon_may_go_to_each_free_zone(zone):
    """seed 000 §特殊召喚 (any empty zone, the player's choice), for the Normal Summon too: the
    five zones are offered, by name, and the monster lands where the player said."""
    table = Table(rules="MR5", turn=3)
    guardian = table.hand(0, "Celtic Guardian")
    duel = table.build()
    s = Script(duel, zones="ask")
    s.pick("summon", "Celtic Guardian")
    assert _zone_names(duel) == MAIN_ZONES and duel.request.player == 0
    assert [o.zone for o in duel.request.options] == [0, 1, 2, 3, 4]
    s.pick("zone", zone=zone)
    card = guardian.card(duel)
    assert card.location == S.MZONE and card.seq == zone
    assert of_type(duel, "summon")[0]["zone"] == zone
    check_invariants(duel)


def test_only_free_zones_are_offered_and_one_free_zone_asks_nothing():
    """Occupied zones are no option; with a single free zone there is no question."""
    table = Table(rules="MR5", turn=3)
    table.hand(0, "Celtic Guardian", "Mystical Elf")
    for zone in (0, 2, 4):
        table.monster(0, "Battle Ox", zone=zone)
    duel = table.build()
    s = Script(duel, zones="ask")
    s.pick("set", "Celtic Guardian")
    assert _zone_names(duel) == ["Monster Zone 2", "Monster Zone 4"]
    s.pick("zone", zone="Monster Zone 4")
    assert duel.players[0].mzone[3].name == "Celtic Guardian"

    table = Table(rules="MR5", turn=3)
    elf = table.hand(0, "Mystical Elf")
    for zone in (0, 1, 2, 4):
        table.monster(0, "Battle Ox", zone=zone)
    duel = table.build()
    Script(duel, zones="ask").pick("summon", "Mystical Elf")
    assert duel.request.kind == "idle" and elf.card(duel).seq == 3


def test_zones_an_effect_blocks_are_never_offered():
    """Ojama King: 3 of the opponent's unused Main Monster Zones cannot be used (placed face-up
    by the table, its controller chooses them first: zones 1-3 here); a summon is offered
    only the other zones."""
    table = Table(rules="GOAT", turn=3)
    table.monster(1, "Ojama King")
    table.hand(0, "Celtic Guardian")
    duel = table.build()
    s = Script(duel, zones="ask")
    for zone in (0, 1, 2):
        s.pick("zone", zone=zone, player=1)
    s.pick("summon", "Celtic Guardian")
    assert _zone_names(duel) == ["Monster Zone 4", "Monster Zone 5"]
    with pytest.raises(IllegalAnswerError):
        duel.answer(Option(0, "zone", duel.request.options[0].card, "Monster Zone 1", zone=0))
    s.pick("zone", zone=4)
    assert duel.players[0].mzone[4].name == "Celtic Guardian"


def test_an_answer_that_is_no_offered_zone_is_refused_and_changes_nothing():
    """A zone answer must be one of the options (docs/protocol.md): a taken zone's key, an id
    out of range or a forged Option raise IllegalAnswerError and the request stays."""
    table = Table(rules="MR5", turn=3)
    elf = table.hand(0, "Mystical Elf")
    table.monster(0, "Battle Ox", zone=0)
    duel = table.build()
    s = Script(duel, zones="ask")
    s.pick("summon", "Mystical Elf")
    request = duel.request
    uid = elf.uid(duel)
    assert [o.key for o in request.options] == ["zone:%d:%d" % (uid, z) for z in (1, 2, 3, 4)]
    before = len(duel.log)
    for bad in ("zone:%d:0" % uid, 4, -1, "zone:%d:5" % uid,
                Option(0, "zone", uid, "Monster Zone 1", zone=0)):
        with pytest.raises(IllegalAnswerError):
            duel.answer(bad)
    assert duel.request is request and len(duel.log) == before
    duel.answer("zone:%d:3" % uid)
    assert elf.card(duel).seq == 3


def test_a_tribute_summon_chooses_among_the_zones_free_after_the_tributes():
    """seed 000 §上級召喚: the Tributes leave first, then the monster is placed; the Tribute's
    zone is free to take."""
    table = Table(rules="MR5", turn=3)
    table.hand(0, "Summoned Skull")
    for zone in range(5):
        table.monster(0, "Battle Ox" if zone != 2 else "Mystical Elf", zone=zone)
    duel = table.build()
    s = Script(duel, zones="ask")
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", "Mystical Elf")
    # every other zone is taken: the freed one is the only zone, no question
    assert duel.request.kind != "zone" and duel.players[0].mzone[2].name == "Summoned Skull"


# ------------------------------------------------------------------ Spells and Traps
def test_a_spell_activated_from_the_hand_and_a_set_card_choose_their_zone():
    """Activating a Spell from the hand places it first (ENGINE.md §4): its zone is asked
    before anything else; Setting a card asks it too."""
    table = Table(rules="MR5", turn=3)
    table.hand(0, "Dark Hole", "Mirror Force")
    table.monster(1, "Battle Ox")
    table.spell_trap(0, "Waboku", zone=1)
    duel = table.build()
    s = Script(duel, zones="ask")
    s.pick("set_spell", "Mirror Force")
    assert _zone_names(duel) == [SPELL_ZONES[i] for i in (0, 2, 3, 4)]
    s.pick("zone", zone=4)
    assert duel.players[0].szone[4].name == "Mirror Force"
    assert of_type(duel, "set_spell")[0]["zone"] == 4
    s.pick("activate", "Dark Hole")
    assert _zone_names(duel) == [SPELL_ZONES[i] for i in (0, 2, 3)]
    s.pick("zone", zone=2)
    assert of_type(duel, "activate")[0]["uid"] == duel.players[0].szone[2].uid


def test_a_field_spell_has_one_zone_and_no_question():
    """The Field Zone is a single zone: no zone request."""
    table = Table(rules="MR5", turn=3)
    table.hand(0, "Yami")
    duel = table.build()
    s = Script(duel, zones="ask")
    s.pick("activate", "Yami")
    assert duel.request.kind != "zone" and duel.players[0].fzone.name == "Yami"


# ------------------------------------------------------------------- Special Summons
def test_an_effects_special_summon_asks_the_zone_when_it_resolves():
    """seed 000 §特殊召喚: Monster Reborn's monster goes to the zone its controller picks; the
    question comes as the effect resolves, and the log names that zone."""
    table = Table(rules="MR5", turn=3)
    table.hand(0, "Monster Reborn")
    table.grave(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel, zones="ask")
    s.pick("activate", "Monster Reborn")
    s.pick("zone", zone=0)                     # the Spell's zone
    s.pick("target", "Summoned Skull")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("option", card="Attack Position")
    assert _zone_names(duel) == MAIN_ZONES and duel.request.player == 0
    s.pick("zone", zone="Monster Zone 3")
    skull = duel.players[0].mzone[2]
    assert skull is not None and skull.name == "Summoned Skull"
    assert sum(1 for c in duel.players[0].mzone if c is not None) == 1
    event = of_type(duel, "special_summon")[0]
    assert (event["name"], event["zone"], event["uid"]) == ("Summoned Skull", 2, skull.uid)
    check_invariants(duel)


def test_each_token_chooses_its_zone_in_turn():
    """Scapegoat's four Tokens are placed one after the other: each takes a zone the player
    picks among those still free."""
    table = Table(rules="MR5", turn=3)
    table.hand(0, "Scapegoat")
    duel = table.build()
    s = Script(duel, zones="ask")
    s.pick("activate", "Scapegoat")
    s.pick("zone", zone=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    asked = []
    for zone in (4, 2, 3):
        asked.append(_zone_names(duel))
        s.pick("zone", zone=zone)
    assert asked[0] == MAIN_ZONES and len(asked[1]) == 4 and len(asked[2]) == 3
    # the last Token has two zones left (0 and 1): one more question
    assert _zone_names(duel) == ["Monster Zone 1", "Monster Zone 2"]
    s.pick("zone", zone=0)
    zones = [c.name if c is not None else None for c in duel.players[0].mzone]
    assert zones == ["Sheep Token", None, "Sheep Token", "Sheep Token", "Sheep Token"]
    assert sorted(e["zone"] for e in of_type(duel, "special_summon")) == [0, 2, 3, 4]
    check_invariants(duel)


def test_a_summon_onto_the_opponents_field_is_placed_by_the_summoning_player():
    """Lava Golem's own procedure puts it on the opponent's field: the player summoning it
    chooses the zone there (seed 000 §特殊召喚: the player summoning; §額外怪獸區域: the player
    bringing the monster out decides), among the zones its Tributes freed."""
    table = Table(rules="MR5", turn=3)
    table.hand(0, "Lava Golem")
    table.monster(1, "Battle Ox", zone=1)
    table.monster(1, "Mystical Elf", zone=3)
    table.monster(1, "Celtic Guardian", zone=4)
    duel = table.build()
    s = Script(duel, zones="ask")
    s.pick("special_summon", "Lava Golem")
    s.pick("select", "Battle Ox")
    s.pick("select", "Mystical Elf")
    s.pick("option", card="Attack Position")
    assert duel.request.player == 0
    assert _zone_names(duel) == ["Monster Zone %d (opponent's field)" % n for n in (1, 2, 3, 4)]
    s.pick("zone", zone=2)
    golem = duel.players[1].mzone[2]
    assert golem is not None and golem.name == "Lava Golem" and golem.controller == 1


def test_an_xyz_summon_chooses_its_zone_anew_among_those_the_materials_free():
    """seed 000 §XYZ召喚 (重新選擇放置的怪獸區域): the materials' zones are free for the Xyz Monster."""
    table = Table(rules="MR5", turn=3)
    table.extra(0, "Gem-Knight Pearl")
    table.monster(0, "Blue-Eyes White Dragon", zone=0)
    table.monster(0, "Gemini Elf", zone=1)
    table.monster(0, "Gemini Elf", zone=3)
    table.monster(0, "Summoned Skull", zone=4)
    duel = table.build()
    s = Script(duel, zones="ask")
    s.pick("xyz_summon", "Gem-Knight Pearl")
    s.pick("option", card="Attack Position")
    # MR5: an Xyz Monster may use the Main Monster Zones (engine/extra.py summon_zones): the
    # two materials' zones (2 and 4) and the free zone 3; or an Extra Monster Zone
    assert _zone_names(duel) == ["Monster Zone 2", "Monster Zone 3", "Monster Zone 4",
                                 "Extra Monster Zone left", "Extra Monster Zone right"]
    s.pick("zone", zone=3)
    pearl = duel.players[0].mzone[3]
    assert pearl is not None and pearl.name == "Gem-Knight Pearl" and len(duel.materials_of(pearl)) == 2
    check_invariants(duel)


# ------------------------------------------------------------ the scenario Script
def test_the_script_takes_the_leftmost_zone_unless_the_test_says():
    """Script (docs/scenarios.md): by default a zone question after a pick gets its first
    option; `zone=` picks one, and a zone the request does not offer is a ScriptError."""
    table = Table(rules="MR5", turn=3)
    table.hand(0, "Celtic Guardian", "Dark Hole")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("set_spell", "Dark Hole", zone=3)
    assert duel.players[0].szone[3].name == "Dark Hole"
    s.pick("summon", "Celtic Guardian")
    assert duel.players[0].mzone[0].name == "Celtic Guardian"

    duel = table.build()
    s = Script(duel)
    with pytest.raises(ScriptError):
        s.pick("summon", "Celtic Guardian", zone=7)


# ------------------------------------------------------------- rules and replays
def test_with_choose_zones_off_nothing_is_asked_and_the_leftmost_zone_is_taken():
    """rules.choose_zones False: how duels were played before zone choice (replay version 1)."""
    table = Table(rules=Table().rules.replace(choose_zones=False), turn=3)
    table.hand(0, "Celtic Guardian")
    table.monster(0, "Battle Ox", zone=0)
    duel = table.build()
    Script(duel, zones="ask").pick("summon", "Celtic Guardian")
    assert duel.request.kind == "idle" and duel.players[0].mzone[1].name == "Celtic Guardian"


def _load(name):
    with open(os.path.join(FIXTURES, name), encoding="utf-8") as handle:
        return json.load(handle)


def test_a_replay_recorded_before_zone_choice_still_verifies():
    """A version 1 replay (recorded by the engine before this change: the starter decks, 85
    answers) re-runs with the leftmost zones and matches its log byte for byte; read as
    version 2 its answers no longer fit. (Its log checksum and length were re-recorded at stop
    41, its answers and result unchanged: The Wicked Worm Beast's return now applies without a
    chain link, three log events fewer.)"""
    data = _load("replay_v1_starter_decks.json")
    assert data["version"] == 1 and "choose_zones" not in data["rules"]
    duel = run_replay(data)
    assert duel.result == data["result"] and not duel.rules.choose_zones
    with pytest.raises(ReplayError):
        run_replay(dict(data, version=2))


def test_a_match_replay_recorded_before_zone_choice_still_verifies():
    data = _load("match_replay_v1_normal_decks.json")
    assert data["version"] == 1
    assert run_match_replay(data).result == data["result"]


def test_a_new_replay_holds_the_zone_answers_and_verifies():
    """Version 2: the answers include the zone choices; same seed + same answers = same duel."""
    decks = [load_bundled_deck("yugi-starter"), load_bundled_deck("kaiba-starter")]
    duel = Duel(decks[0], decks[1], seed=11)
    zone_answers = []

    def note(game, request, option):
        if request.kind == "zone":
            zone_answers.append(option.zone)
    play_out(duel, (RandomAgent(11), GreedyAgent()), on_decision=note)
    data = json.loads(json.dumps(duel.replay_data()))
    assert data["version"] == 2 and data["rules"]["choose_zones"] is True
    assert zone_answers and any(z != 0 for z in zone_answers)
    again = run_replay(data)
    assert again.log == duel.log


# ------------------------------------------------------------------ Pendulum
def test_the_pendulum_zone_and_each_pendulum_summoned_monsters_zone_are_chosen():
    """A Pendulum Monster activated from the hand: the player chooses the Pendulum Zone (a
    `zone` request, "Left/Right Pendulum Zone"); a Pendulum Summon places its monsters one
    after the other, each in a zone its player chooses among those still free."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Flash Knight", "Foucault's Cannon", "Giant Soldier of Stone", "Summoned Skull")
    duel = table.build()
    s = Script(duel, zones="ask")
    s.pick("activate", "Flash Knight")
    assert _zone_names(duel) == ["Left Pendulum Zone (Spell & Trap Zone 1)",
                                 "Right Pendulum Zone (Spell & Trap Zone 5)"]
    assert [o.zone for o in duel.request.options] == [0, 4]
    s.pick("zone", zone=4)
    s.pick("activate", "Foucault's Cannon")            # one Pendulum Zone left: no question
    assert [c.name for c in duel.pendulum_zones(0)] == ["Foucault's Cannon", "Flash Knight"]
    s.pick("pendulum_summon")
    s.pick("select", "Giant Soldier of Stone")
    s.pick("select", "Summoned Skull")
    s.pick("option", "Attack Position")
    s.pick("option", "Attack Position")
    s.pick("zone", zone=4)
    assert _zone_names(duel) == MAIN_ZONES[:4]
    s.pick("zone", zone=1)
    assert [c.name if c else None for c in duel.players[0].mzone] == [
        None, "Summoned Skull", None, None, "Giant Soldier of Stone"]


# ------------------------------------------------------ control and returns to the field
def test_the_player_taking_control_places_the_monster():
    """Change of Heart: the monster moves to a Monster Zone of the player who takes it; that
    player chooses which (the question comes as the Spell resolves)."""
    table = Table(rules="MR5", turn=3)
    table.hand(0, "Change of Heart")
    table.monster(0, "Celtic Guardian", zone=2)
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel, zones="ask")
    s.pick("activate", "Change of Heart")
    s.pick("zone", zone=0)
    s.pick("target", "Battle Ox")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.request.player == 0
    assert _zone_names(duel) == ["Monster Zone 1", "Monster Zone 2", "Monster Zone 4", "Monster Zone 5"]
    s.pick("zone", zone=4)
    assert ox.card(duel).controller == 0 and ox.card(duel).seq == 4
    check_invariants(duel)


def test_a_banished_monster_coming_back_to_the_field_is_placed_by_its_owner():
    """Interdimensional Matter Transporter: in the End Phase the monster returns to its
    owner's field, to the zone the owner chooses (no chain link; the question comes before
    the next decision)."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Blue-Eyes White Dragon")
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, "Interdimensional Matter Transporter")
    table.deck(0, ["Mystical Elf"])
    duel = table.build()
    s = Script(duel, zones="ask")
    s.pick("attack", "Blue-Eyes White Dragon", target=ox)
    s.pick("activate", "Interdimensional Matter Transporter", player=0, request="chain")
    s.pick("target", "Battle Ox", player=0)
    s.pick("stop_attack", player=1, request="replay")
    s.pick("end_battle", player=1)
    s.pick("end_turn", player=1)
    assert duel.request.kind == "zone" and duel.request.player == 0
    assert _zone_names(duel) == MAIN_ZONES
    s.pick("zone", zone=3)
    assert ox.card(duel).location == S.MZONE and ox.card(duel).seq == 3


def test_mr3_pendulum_zones_are_no_spell_and_trap_zones_to_choose():
    """seed 000 §大師規則3 (靈擺區域 are zones of their own, left and right of the Spell & Trap
    Zones; engine/pendulum.py): a Spell activated from the hand under MR3 is offered the five
    Spell & Trap Zones only, never a Pendulum Zone (property duel seed 24793310: Book of Moon
    landed in a Pendulum Zone)."""
    table = Table(rules="MR3", turn=3)
    table.hand(0, "Dark Hole")
    table.monster(1, "Battle Ox")
    table.spell_trap(0, "Waboku", zone=1)
    duel = table.build()
    s = Script(duel, zones="ask")
    s.pick("activate", "Dark Hole")
    assert _zone_names(duel) == [SPELL_ZONES[i] for i in (0, 2, 3, 4)]
    check_invariants(duel)


def test_under_mr5_a_fusion_may_still_take_the_extra_monster_zone():
    """seed 000 §額外怪獸區域: Fusion, Synchro, Xyz, Pendulum and Link Monsters coming out of
    the Extra Deck normally go to the Extra Monster Zones (通常在這2個怪獸區域出場). Master
    Rule 2020 (MR5) lets a Fusion, Synchro or Xyz Monster use a Main Monster Zone as well: it
    is offered both, and one Extra Monster Zone per player still holds (一名玩家隻能使用1個)."""
    table = Table(rules="MR5", turn=3)
    table.hand(0, "Polymerization", "Gaia The Fierce Knight", "Curse of Dragon")
    table.extra(0, "Gaia the Dragon Champion")
    table.monster(0, "Celtic Guardian", zone=0)
    duel = table.build()
    s = Script(duel, zones="ask")
    s.pick("activate", "Polymerization")
    s.pick("zone", zone=0)                    # the Spell's own zone
    while duel.request.kind != "zone":
        s.pick(duel.request.kind, first=True)
    assert _zone_names(duel) == ["Monster Zone 2", "Monster Zone 3", "Monster Zone 4", "Monster Zone 5",
                                 "Extra Monster Zone left", "Extra Monster Zone right"]
    s.pick("zone", zone="Extra Monster Zone right")
    champion = duel.emz[1]
    assert champion is not None and champion.name == "Gaia the Dragon Champion" and champion.controller == 0
    check_invariants(duel)


def test_under_mr5_a_player_using_an_extra_monster_zone_is_not_offered_the_other():
    """seed 000 §額外怪獸區域 (1名玩家隻能使用1個區域): with a monster of theirs in one Extra
    Monster Zone, a player's next Fusion is offered only the Main Monster Zones."""
    table = Table(rules="MR5", turn=3)
    table.hand(0, "Polymerization", "Gaia The Fierce Knight", "Curse of Dragon")
    table.extra(0, "Gaia the Dragon Champion")
    table.monster(0, "Linkuriboh", zone=5)
    duel = table.build()
    s = Script(duel, zones="ask")
    s.pick("activate", "Polymerization")
    s.pick("zone", zone=0)
    while duel.request.kind != "zone":
        s.pick(duel.request.kind, first=True)
    assert _zone_names(duel) == ["Monster Zone 1", "Monster Zone 2", "Monster Zone 3", "Monster Zone 4",
                                 "Monster Zone 5"]
