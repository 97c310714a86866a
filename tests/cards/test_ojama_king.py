"""Ojama King: while it is face-up, up to 3 of the opponent's unused Main Monster Zones cannot
be used; its controller chooses them as it turns face-up. Turned face-down, its effect stops
(the zones are usable again); Flip Summoned again it chooses again, among the zones unused
then (its choice is a mark on the card object, which the engine clears when the card moves or
turns face-down). A Tribute Summon needs a Tribute that frees a zone the monster can use
(seed 000 §上級召喚; the zone rules of seed 000 §主要怪獸區域).

Found by `scripts/fuzz_pairs.py`-style random duels (stop 29): the old script kept the first
choice on a Flip Summon, so a zone filled while Ojama King was face-down counted as blocked,
and a Tribute Summon whose Tribute stood there found no zone to go to (a crash)."""

from duelist.agents import RandomAgent
from duelist.deck.formats import load_bundled_deck
from duelist.engine.duel import Duel
from duelist.engine.names import M
from duelist.testing.scenario import Script, Table


def _king_over(opponent_zones, hand1=()):
    """Ojama King face-up for player 0 (turn 3, Main Phase 1), Battle Ox in each of
    `opponent_zones` for player 1: three or fewer zones unused, all of them blocked at once."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    king = table.monster(0, "Ojama King")
    for zone in opponent_zones:
        table.monster(1, "Battle Ox", zone=zone)
    if hand1:
        table.hand(1, *hand1)
    for player in (0, 1):
        table.deck(player, ["Beaver Warrior"] * 4)     # (turns to draw from)
    duel = table.build()
    return duel, Script(duel), king


def _blocked(duel):
    return [e for e in duel.log if e["type"] == "zones_blocked"][-1]["zones"]


def test_turned_face_down_its_zones_are_usable_and_face_up_again_it_chooses_again():
    """Book of Moon turns Ojama King face-down: the opponent summons into a zone it had
    blocked. Flip Summoned again, it blocks the zones unused now (2 and 4), not its old ones;
    the opponent's Tribute Summon then goes to the zone its Tribute freed."""
    duel, s, king = _king_over((1, 3), hand1=("Book of Moon", "Mystical Elf", "Summoned Skull"))
    assert _blocked(duel) == [0, 2, 4]
    assert duel.free_mzone(1) is None
    s.end_turn()
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", "Ojama King", request="target")
    assert king.card(duel).position == "set"
    assert duel.free_mzone(1) == 0                 # its effect stopped: every unused zone is usable
    s.pick("summon", "Mystical Elf", player=1)
    assert duel.players[1].mzone[0].name == "Mystical Elf"
    s.end_turn()
    s.pick("flip_summon", "Ojama King", player=0)
    assert _blocked(duel) == [2, 4]                # chosen again, among the zones unused now
    assert duel.free_mzone(1) is None
    s.end_turn()
    s.pick("summon", "Summoned Skull", player=1)
    s.pick("tribute", "Mystical Elf", request="tribute")
    assert duel.players[1].mzone[0].name == "Summoned Skull"


def test_a_tribute_must_free_a_zone_the_summoned_monster_can_use():
    """With no usable zone free, only a Tribute standing in a usable zone makes room: a
    monster in a zone an effect keeps from being used is not offered as the one Tribute
    (here Ojama King's zones are set to include an occupied one, zone 0)."""
    duel, s, king = _king_over((0, 1, 3), hand1=("Summoned Skull",))
    duel.mark(king.card(duel), M.ZONES_BLOCKED, [0, 2, 4])
    s.end_turn()
    s.pick("summon", "Summoned Skull", player=1)
    offered = sorted(duel.players[1].mzone.index(duel.card_by_uid(o.card))
                     for o in duel.request.options)
    assert duel.request.kind == "tribute"
    assert offered == [1, 3]                       # not the Battle Ox in zone 0
    s.pick("tribute", "Battle Ox", request="tribute", first=True)
    assert duel.players[1].mzone[1].name == "Summoned Skull"


def test_the_random_duel_that_found_it_plays_to_its_end():
    """Goat Control/Monarch (Ojama King in its Extra Deck) against Chaos Turbo, seed 519160:
    Ojama King blocks zones 0, 2 and 4, is turned face-down by Book of Moon, Black Luster
    Soldier - Envoy of the Beginning is summoned to zone 0, Ojama King is Flip Summoned; the
    opponent's Tribute Summon of Thunder Dragon then finds a zone (it crashed before)."""
    seed = 519160
    duel = Duel(load_bundled_deck("goat_07_monarch_soul_control_vargas_2005_sjc_la"),
                load_bundled_deck("goat_03_chaos_turbo_worlds2020_community"), seed=seed)
    agents = (RandomAgent(seed + 1), RandomAgent(seed + 2))
    while duel.request is not None:
        request = duel.request
        duel.answer(agents[request.player].choose(duel, request))
    assert duel.result is not None
    flips = [e for e in duel.log if e["type"] == "flip_summon" and e["name"] == "Ojama King"]
    assert flips                                   # the scenario happened
