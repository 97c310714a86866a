"""A Link material line that asks for monsters "Special Summoned from the Extra Deck"
(duelist/engine/link.py `_material_filter`, Card.history's H_FROM) asks it of the monsters
its words name, not of any monster: seed 000 §新大師規則 連接召喚 (the materials are the
monsters the Link Monster's card lists, all of them). A line the engine does not read is not
offered, with no error (the card's script would give its materials in words it reads).

The pool's two such lines (Taotie Dragon, Zefra Metaltron) ask for "monsters" of any kind;
Taotie Dragon stands in, its stand-in script giving it a line in other words (LINK_MATERIALS)."""

from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in_with

TAOTIE = "Taotie Dragon"


def _can_link(*extra_monsters):
    """Taotie Dragon (Link-3) in the Extra Deck; each (name, summon kind) a monster on the field."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.extra(0, TAOTIE)
    for name, kind in extra_monsters:
        table.monster(0, name, summon_kind=kind)
    return Script(table.build()).has("link_summon", TAOTIE)


def test_dragon_monsters_special_summoned_from_the_extra_deck_must_be_dragons(monkeypatch):
    """'2+ Dragon monsters Special Summoned from the Extra Deck': Gaia the Dragon Champion,
    Blue-Eyes Ultimate Dragon (Fusion Summoned) and Black Rose Dragon (Synchro Summoned) are
    three; with Cyber End Dragon (a Machine, Fusion Summoned) in place of Black Rose Dragon
    only two are, too few for Link-3."""
    stand_in_with(monkeypatch, TAOTIE, [], LINK_MATERIALS="2+ Dragon monsters Special Summoned from the Extra Deck")
    dragons = [("Gaia the Dragon Champion", "fusion"), ("Blue-Eyes Ultimate Dragon", "fusion")]
    assert _can_link(*dragons + [("Black Rose Dragon", "synchro")])
    assert not _can_link(*dragons + [("Cyber End Dragon", "fusion")])


def test_a_line_whose_monsters_the_engine_does_not_read_is_not_offered(monkeypatch):
    """'2+ monsters with different names Special Summoned from the Extra Deck' (words the
    engine does not read before "Special Summoned"): no Link Summon is offered, and no error."""
    stand_in_with(monkeypatch, TAOTIE, [],
                  LINK_MATERIALS="2+ monsters with different names Special Summoned from the Extra Deck")
    assert not _can_link(("Gaia the Dragon Champion", "fusion"), ("Blue-Eyes Ultimate Dragon", "fusion"),
                         ("Black Rose Dragon", "synchro"))
