"""Necrovalley (47355498), the rulings players ask about: which Graveyard effects it stops,
and how. The engine plays today's text in every preset (Goat included: tests/cards/
test_gravekeepers.py): no card in a GY may be banished, and a card effect that would move a
card out of a GY is negated.

An effect that would move a card out of the GY may still be activated (its cost is paid);
it is negated as it resolves (ygorganization.com/?p=800 "Necrovalley" §3; cardmarket "Errata
Case Study: Necrovalley"). Effects that move cards from the Deck are not touched (Gravekeeper's
Spy).
Rules cited: seed 000 §效果分類 (an effect negated on resolution; its cost stays paid),
seed 000 §卡片種類 陷阱卡 (a Continuous Trap stays on the field after it resolves)."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _pass_until_idle(duel, s):
    for _ in range(6):
        if duel.request.kind == "idle":
            return
        s.pick("pass")


def test_necrovalley_negates_call_of_the_haunted_which_stays_face_up_doing_nothing():
    """Question: under the opponent's Necrovalley, may player 0 activate Call of the Haunted on
    Battle Ox in their GY, and what happens? Answer: it may be activated (targeting is not
    prevented); its effect is negated on resolution: Battle Ox stays in the GY and Call of the
    Haunted, a Continuous Trap, stays face-up on the field with nothing tied to it."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.field_spell(1, "Necrovalley")
    call = table.spell_trap(0, "Call of the Haunted")
    table.grave(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Call of the Haunted", request="idle")
    s.pick("target", "Battle Ox", request="target", player=0)
    _pass_until_idle(duel, s)
    assert grave(duel, 0) == ["Battle Ox"] and field_monsters(duel, 0) == []
    assert call.card(duel).location == "szone" and call.card(duel).face_up


def test_necrovalley_negates_premature_burial_after_its_800_lp_are_paid():
    """Question: under Necrovalley, player 0 activates Premature Burial on Battle Ox in their
    GY. Answer: the 800 LP are a cost, paid on activation; the effect is negated on resolution,
    so Battle Ox stays in the GY, and Premature Burial, an Equip Spell with nothing to equip,
    goes to the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.field_spell(1, "Necrovalley")
    table.hand(0, "Premature Burial")
    table.grave(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Premature Burial", request="idle")
    s.pick("target", "Battle Ox", request="target", player=0)
    _pass_until_idle(duel, s)
    assert lp(duel) == (7200, 8000)
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Premature Burial"]


def test_gravekeepers_spy_flip_under_necrovalley_summons_by_printed_atk_from_the_deck():
    """Question: under Necrovalley, Gravekeeper's Spy is Flip Summoned. May it Special Summon
    Gravekeeper's Spear Soldier, whose ATK would be 2000 on the field? Answer: yes: the Spy
    takes from the Deck, not the GY, so Necrovalley does not negate it, and it reads the ATK
    the Spear Soldier has in the Deck (its printed 1500)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.field_spell(0, "Necrovalley")
    table.monster(0, "Gravekeeper's Spy", position="set")
    table.deck(0, ["Gravekeeper's Spear Soldier", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Gravekeeper's Spy")
    s.pick("select", "Gravekeeper's Spear Soldier", request="select", player=0)
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Gravekeeper's Spy", "Gravekeeper's Spear Soldier"]
    spear = [c for c in duel.monsters(0) if c.name == "Gravekeeper's Spear Soldier"][0]
    assert duel.atk(spear) == 2000

