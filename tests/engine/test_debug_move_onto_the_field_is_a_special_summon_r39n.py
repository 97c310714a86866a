"""`Duel.debug_move` (tests and tools: a card put somewhere by fiat) onto a Monster Zone places
the monster as Special Summoned, and from a pile as Special Summoned from that pile
(Card.history's H_FROM, `summoned_from`), so what reads where a summon took a monster from
reads a placed one as it would a summoned one (seed 000 §融合召喚 ●1: "monsters Special
Summoned from the Extra Deck", Extox Hydra, Taotie Dragon; a Fusion Monster revived from the
GY is none). A move between places on the field takes the monster from no pile: it has no
place a summon took it from. The state invariants (duelist/testing/invariants.py) hold after
each move."""

from duelist.engine import state as S
from duelist.testing.invariants import check_invariants
from duelist.testing.scenario import Table


def _table():
    table = Table(rules="MR5", turn=3, turn_player=0)
    fusion = table.extra(0, "Flame Swordsman")
    gaia = table.monster(0, "Gaia the Dragon Champion", summon_kind="fusion")
    revived = table.grave(0, "Cyber End Dragon")
    return table, fusion, gaia, revived


def test_a_monster_moved_from_the_extra_deck_was_special_summoned_from_it():
    table, fusion, _gaia, _revived = _table()
    duel = table.build()
    card = duel.debug_move(fusion.uid(duel), S.MZONE, player=0)
    assert card.summon_kind == "special" and card.summoned_from == S.EXTRA
    check_invariants(duel)


def test_a_monster_moved_from_the_gy_was_special_summoned_from_the_gy():
    """Cyber End Dragon moved from the GY: Special Summoned from the GY, not from the Extra Deck."""
    table, _fusion, _gaia, revived = _table()
    duel = table.build()
    card = duel.debug_move(revived.uid(duel), S.MZONE, player=0)
    assert card.summon_kind == "special" and card.summoned_from == S.GRAVE
    check_invariants(duel)


def test_a_monster_moved_between_monster_zones_has_no_place_a_summon_took_it_from():
    """Gaia (Fusion Summoned) moved by fiat to another Main Monster Zone came from no pile: no
    place its summon took it from (not "the Monster Zone"), so it no longer counts as a monster
    Special Summoned from the Extra Deck."""
    table, _fusion, gaia, _revived = _table()
    duel = table.build()
    assert gaia.card(duel).summoned_from == S.EXTRA
    card = duel.debug_move(gaia.uid(duel), S.MZONE, player=0, seq=3)
    assert card.summoned_from is None
    check_invariants(duel)
