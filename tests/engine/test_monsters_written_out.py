"""`Duel.monsters(player)` reads five Main Monster Zones and the two Extra Monster Zones
one by one instead of looping over them (duel.py; docs/performance.md round 9b: on PyPy a
loop is compiled on its own, entered through guards and bridges at every call): the monsters a player controls are what their Main
Monster Zones hold, left to right, then the Extra Monster Zones' monsters they control, at
every point, under rules with and without Extra Monster Zones, after changes of control,
and with another number of Main Monster Zones (the loop the written-out form stands for)."""

from duelist.deck.formats import Deck, load_bundled_deck
from duelist.engine import state as S
from duelist.engine.duel import Duel
from duelist.engine.rules import PRESETS
from tests.engine.test_extra_deck_frames_kept import CONTROL_MONARCH, _bundled_duels, _extra_deck_duels

WARRIOR_ZOMBIE = ("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005")
CHAOS = ("goat_02_chaos_control_community", "goat_03_chaos_turbo_worlds2020_community")


def _zones(duel, player):
    """The monsters `player` controls, read off the zones by a loop."""
    out = [c for c in duel.players[player].mzone if c is not None]
    out += [c for c in duel.emz if c is not None and c.controller == player]
    return out


def test_the_monsters_given_are_the_zones_as_they_are_at_every_decision():
    """At every decision of random duels (Warrior vs Zombie, Control vs Monarch, the Chaos
    decks with Creature Swap and Snatch Steal, MR5 decks with Extra Monster Zones), each
    player's monsters are read off the zones; monsters must have changed hands, and some
    monster must have stood in an Extra Monster Zone, for the check to mean something."""
    checked = controls = in_emz = 0
    sources = [_bundled_duels(pair, range(2)) for pair in (WARRIOR_ZOMBIE, CONTROL_MONARCH, CHAOS)]
    sources.append(_extra_deck_duels(range(6)))
    for source in sources:
        for duel, where in source:
            for p in (0, 1):
                assert duel.monsters(p) == _zones(duel, p), (where, p)
            checked += 1
            controls += sum(1 for p in (0, 1) for c in duel.players[p].mzone
                            if c is not None and c.controller != c.owner)
            in_emz += sum(1 for c in duel.emz if c is not None)
    assert checked > 2000 and controls > 0 and in_emz > 0, (checked, controls, in_emz)


def test_another_number_of_main_monster_zones_is_read_by_the_loop():
    """Rules with three Main Monster Zones (a Speed Duel's field): the monsters are still
    those the zones hold, left to right."""
    rules = PRESETS["GOAT"].replace(main_monster_zones=3)
    deck = load_bundled_deck("yugi_normals")
    duel = Duel(deck, deck, rules=rules, seed=3)
    assert len(duel.players[0].mzone) == 3
    hand = [c for c in duel.players[0].deck if c.data.card_type == "Monster"][:2]
    for card, seq in zip(hand, (2, 0)):
        duel._remove(card)
        duel._place(card, S.MZONE, 0, seq, S.FACEUP_ATTACK)
    assert duel.monsters(0) == [hand[1], hand[0]] == _zones(duel, 0)
    assert duel.monsters(1) == []
