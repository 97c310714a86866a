"""Round 21d: `Duel.monsters` tests for five Main Monster Zones by unpacking them (no `len`);
any other number goes to the loop. Under every number of Main Monster Zones a rule set may
have (1 to 5), a player's monsters are what the zones hold, left to right, then the Extra
Monster Zones' monsters the player controls, and nothing else. And the places `_remove`,
`_place` and `_draw` compare with, now duel.py's module globals, are the places of state.py."""

import pytest

from duelist.deck.formats import load_bundled_deck
from duelist.engine import duel as D
from duelist.engine import state as S
from duelist.engine.duel import Duel
from duelist.engine.rules import PRESETS


def _zones(duel, player):
    out = [c for c in duel.players[player].mzone if c is not None]
    out += [c for c in duel.emz if c is not None and c.controller == player]
    return out


@pytest.mark.parametrize("zones", [1, 2, 3, 4, 5])
@pytest.mark.parametrize("preset", ["GOAT", "MR5"])
def test_the_monsters_are_the_zones_for_every_number_of_main_monster_zones(zones, preset):
    rules = PRESETS[preset].replace(main_monster_zones=zones)
    deck = load_bundled_deck("yugi_normals")
    duel = Duel(deck, deck, rules=rules, seed=11)
    assert len(duel.players[0].mzone) == zones
    assert duel.monsters(0) == [] == duel.monsters(1)
    cards = [c for c in duel.players[0].deck if c.data.card_type == "Monster"][:zones]
    placed = {}
    # fill the zones right to left, one at a time; after each, the zones read left to right
    for seq in range(zones - 1, -1, -1):
        card = cards[seq]
        duel._remove(card)
        duel._place(card, S.MZONE, 0, seq, S.FACEUP_ATTACK)
        placed[seq] = card
        assert duel.monsters(0) == [placed[k] for k in sorted(placed)] == _zones(duel, 0)
        assert duel.monsters(1) == []
    # and empty them again from the left
    for seq in range(zones):
        duel._remove(placed.pop(seq))
        duel._place(cards[seq], S.GRAVE, 0)
        assert duel.monsters(0) == [placed[k] for k in sorted(placed)] == _zones(duel, 0)


def test_an_extra_monster_zone_monster_comes_after_the_main_zones():
    deck = load_bundled_deck("yugi_normals")
    duel = Duel(deck, deck, rules=PRESETS["MR5"], seed=4)
    a, b = [c for c in duel.players[1].deck if c.data.card_type == "Monster"][:2]
    duel._remove(a)
    duel._place(a, S.MZONE, 1, S.EMZ_FIRST_SEQ + 1, S.FACEUP_ATTACK)
    duel._remove(b)
    duel._place(b, S.MZONE, 1, 4, S.FACEUP_ATTACK)
    assert duel.monsters(1) == [b, a] == _zones(duel, 1)
    assert duel.monsters(0) == []


def test_the_module_names_are_the_places_of_state():
    for name in ("MZONE", "SZONE", "FZONE", "GRAVE", "BANISHED", "EXTRA", "OVERLAY", "HAND",
                 "FACEDOWN", "FACEDOWN_DEFENSE", "EMZ_FIRST_SEQ"):
        assert getattr(D, "_" + name) == getattr(S, name), name


@pytest.mark.parametrize("zones", [1, 2, 3, 4, 5])
@pytest.mark.parametrize("preset", ["GOAT", "MR5"])
def test_a_monster_from_the_hand_may_take_every_free_main_monster_zone(zones, preset):
    # `summon_zones` also tests for five zones by unpacking them: under every number of Main
    # Monster Zones, a monster Special Summoned from the hand may take each free one, left to
    # right, and no taken one
    rules = PRESETS[preset].replace(main_monster_zones=zones)
    deck = load_bundled_deck("yugi_normals")
    duel = Duel(deck, deck, rules=rules, seed=5)
    monsters = [c for c in duel.players[0].deck if c.data.card_type == "Monster"]
    summoned = monsters[-1]
    assert duel.summon_zones(summoned, 0, S.HAND) == list(range(zones))
    taken = set()
    for seq in range(zones - 1, -1, -2):      # every other zone from the right
        card = monsters[seq]
        duel._remove(card)
        duel._place(card, S.MZONE, 0, seq, S.FACEUP_ATTACK)
        taken.add(seq)
        assert duel.summon_zones(summoned, 0, S.HAND) == [z for z in range(zones) if z not in taken]
        assert duel.summon_zones(summoned, 1, S.HAND) == list(range(zones))
