"""Brain Control: pay 800 LP, take a face-up monster of the opponent's until the End Phase.

Sources: the card's texts, in our own words. The 2005 print (The Lost Millennium, TLM-EN038,
as Pojo's Card of the Day of 2005-06-17 quotes it): any face-up monster on the opponent's side.
Today's (errata): only a face-up monster that can be Normal Summoned/Set -- no Fusion or other
Extra Deck monster, no Ritual Monster, no Token, no "Special Summon only" monster (Pojo's Card
of the Day of 2018-04-12 on the errata). The 800 LP are a cost, paid on activation; at
resolution the monster must still be face-up on the opponent's side, else nothing is taken
(kperovic.com Metagame article on Brain Control: "at resolution, if that monster is still face
up, you gain control of it"); so Book of Moon chained to it leaves the monster where it is and
the LP paid."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _pass_all(s, duel):
    while duel.request.kind not in ("idle", "battle"):
        s.pick("pass")


def test_brain_control_takes_a_monster_until_the_end_phase():
    """Q: I pay 800 LP and Brain Control my opponent's Summoned Skull. A: I control it this
    turn (it can attack for me); in the End Phase it goes back to my opponent."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Brain Control")
    skull = table.monster(1, "Summoned Skull")
    table.deck(1, ["Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Brain Control", request="idle")
    s.pick("target", skull)
    _pass_all(s, duel)
    assert lp(duel) == (7200, 8000)
    assert field_monsters(duel, 0) == ["Summoned Skull"] and field_monsters(duel, 1) == []
    assert grave(duel, 0) == ["Brain Control"]
    s.pick("battle")
    s.pick("attack", "Summoned Skull", target="player", request="battle")
    _pass_all(s, duel)
    assert lp(duel) == (7200, 5500)
    s.end_turn()
    assert duel.turn == 4
    assert field_monsters(duel, 1) == ["Summoned Skull"] and field_monsters(duel, 0) == []


def test_brain_control_needs_800_lp():
    """Q: I have 700 LP; may I activate Brain Control? A: no: its 800 LP cost cannot be paid."""
    table = Table(turn=3, turn_player=0, lp=(700, 8000))
    table.hand(0, "Brain Control")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    assert not Script(duel).has("activate", "Brain Control")


def test_brain_control_takes_no_face_down_monster():
    """Q: my opponent has only a Set monster. A: Brain Control cannot be activated: its target
    is a face-up monster."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Brain Control")
    table.monster(1, "Summoned Skull", position="set")
    duel = table.build()
    assert not Script(duel).has("activate", "Brain Control")


def test_brain_control_today_takes_no_fusion_monster():
    """Q: (today's text) my opponent controls only Thousand-Eyes Restrict. A: no target: a Fusion
    Monster cannot be Normal Summoned/Set, so Brain Control cannot be activated."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Brain Control")
    table.monster(1, "Thousand-Eyes Restrict", summon_kind="fusion")
    duel = table.build()
    assert not Script(duel).has("activate", "Brain Control")


def test_brain_control_today_takes_no_special_summon_only_monster():
    """Q: (today's text) my opponent has Chaos Sorcerer and Battle Ox. A: only Battle Ox is a
    target: Chaos Sorcerer cannot be Normal Summoned/Set."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Brain Control")
    table.monster(1, "Chaos Sorcerer")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Brain Control", request="idle")
    assert [o.name for o in duel.request.options if o.kind == "target"] == ["Battle Ox"]


def test_brain_control_2005_text_takes_a_fusion_monster():
    """Q: (Goat, the 2005 text) my opponent controls Thousand-Eyes Restrict. A: any face-up monster
    is a target in 2005: I take it until the End Phase, and it goes back then."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Brain Control")
    ter = table.monster(1, "Thousand-Eyes Restrict", summon_kind="fusion")
    table.deck(1, ["Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Brain Control", request="idle")
    s.pick("target", ter)
    _pass_all(s, duel)
    assert field_monsters(duel, 0) == ["Thousand-Eyes Restrict"] and lp(duel) == (7200, 8000)
    s.end_turn()
    assert field_monsters(duel, 1) == ["Thousand-Eyes Restrict"]


def test_brain_control_2005_text_takes_a_sheep_token():
    """Q: (Goat) may I Brain Control my opponent's Sheep Token? A: yes under the 2005 text (any
    face-up monster); today's text refuses it (a Token cannot be Normal Summoned)."""
    for rules, offered in (("GOAT", True), ("MR5", False)):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.hand(0, "Brain Control")
        table.monster(1, 73915052, position="defense")
        duel = table.build()
        assert Script(duel).has("activate", "Brain Control") is offered, rules


def test_brain_control_answered_by_book_of_moon_takes_nothing():
    """Q: my opponent chains Book of Moon to my Brain Control and turns their Skull face-down.
    A: Brain Control resolves with no legal target: nothing is taken, and my 800 LP stay paid."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Brain Control")
    skull = table.monster(1, "Summoned Skull")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Brain Control", request="idle")
    s.pick("target", skull)
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", skull, player=1)
    _pass_all(s, duel)
    assert lp(duel) == (7200, 8000)
    assert field_monsters(duel, 1) == ["Summoned Skull"] and skull.card(duel).position == "set"
    assert grave(duel, 0) == ["Brain Control"]
