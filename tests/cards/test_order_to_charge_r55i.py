"""Order to Charge (78986941), Quick-Play Spell: target 1 face-up Normal Monster (not a Token)
you control; as it resolves, Tribute it and destroy 1 monster your opponent controls.

Sources: yugioh-wiki.net 《突撃指令》 (the OCG text: the Normal Monster is chosen on activation,
a target; the Tribute happens at resolution, the opponent's monster is picked then, face-up or
face-down, not targeted; FAQ 11/02/26: turned face-down by Book of Moon before it resolves, the
monster is not Tributed and nothing is destroyed; FAQ 14/08/24: a target that is no longer a
Normal Monster is not Tributed); the 2005 AST text (the same: Tribute the selected Normal
Monster to destroy 1 monster on the opponent's side), so no 2005 entry. That it cannot be
activated while the opponent controls no monster is our reading of the rule that a card whose
effect cannot be applied is not activated (seed 000 §魔法卡; yugioh-wiki.net 用語「空撃ち」:
a card known at activation to do nothing is not activated), no FAQ found for this card (round
55k looked). yugioh-wiki FAQ 14/10/19 says the Tribute and the destruction are one simultaneous
act; the script does them one after the other, which only a card counting one batch could tell
apart (no test: the lead's call)."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_order_to_charge_tributes_and_destroys_a_face_down_monster():
    """Q: I activate Order to Charge on my Battle Ox; my opponent has a Set Mystical Elf.
    A: Battle Ox is Tributed and I destroy the Set Mystical Elf (not targeted, picked as it
    resolves)."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Order to Charge")
    ox = table.monster(0, "Battle Ox")
    elf = table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Order to Charge", request="idle")
    s.pick("target", ox)
    _finish(s)
    if duel.request.kind == "select":
        s.pick("select", elf)
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Order to Charge"]
    assert grave(duel, 1) == ["Mystical Elf"] and field_monsters(duel, 1) == []
    assert [e for e in duel.log if e["type"] == "to_grave" and e["name"] == "Battle Ox"][0]["reason"] == "tribute"


def test_order_to_charge_answers_an_attack_in_the_opponents_turn():
    """Q: my opponent's Summoned Skull attacks my Battle Ox; I activate my Set Order to Charge.
    A: Battle Ox is Tributed and Summoned Skull destroyed; the attack goes no further: no
    damage."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(0, "Order to Charge")
    ox = table.monster(0, "Battle Ox")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=ox, player=1)
    s.pick("activate", "Order to Charge", player=0, request="chain")
    s.pick("target", ox)
    _finish(s)
    if duel.request.kind == "select":
        s.pick("select", "Summoned Skull")
    assert grave(duel, 1) == ["Summoned Skull"] and field_monsters(duel, 0) == []
    assert lp(duel) == (8000, 8000)


def test_order_to_charge_needs_a_face_up_normal_monster():
    """Q: my only monster is a Mystic Tomato (an Effect Monster), or a Set Battle Ox. A: Order
    to Charge cannot be activated either way."""
    for name, position in (("Mystic Tomato", "attack"), ("Battle Ox", "set")):
        table = Table(rules="GOAT", turn=3)
        table.hand(0, "Order to Charge")
        table.monster(0, name, position=position)
        table.monster(1, "Summoned Skull")
        assert not Script(table.build()).has("activate", "Order to Charge")


def test_order_to_charge_needs_an_opponents_monster():
    """Q: my opponent controls no monster; may I activate Order to Charge on my Battle Ox?
    A: no: it would destroy nothing (our reading)."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Order to Charge")
    table.monster(0, "Battle Ox")
    assert not Script(table.build()).has("activate", "Order to Charge")


def test_order_to_charge_after_book_of_moon_does_nothing():
    """Q: I activate Order to Charge on Battle Ox; my opponent chains Book of Moon on Battle Ox.
    A: Battle Ox is face-down when Order to Charge resolves: it is not Tributed and nothing is
    destroyed (yugioh-wiki FAQ 11/02/26)."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Order to Charge")
    ox = table.monster(0, "Battle Ox")
    table.monster(1, "Summoned Skull")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Order to Charge", request="idle")
    s.pick("target", ox)
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", ox, player=1)
    _finish(s)
    assert ox.card(duel).location == S.MZONE and ox.card(duel).position == "set"
    assert field_monsters(duel, 1) == ["Summoned Skull"]
    assert grave(duel, 0) == ["Order to Charge"] and grave(duel, 1) == ["Book of Moon"]
