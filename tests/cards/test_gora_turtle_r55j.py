"""Gora Turtle (80233946): while it is face-up, monsters with 1900 or more ATK cannot declare an
attack.

Sources: the card's texts in our words (the 2005 print, Pharaonic Guardian PGD-014, and today's
do the same: no ERAS entry); yugioh-wiki.net 《ゴラ・タートル》 (攻撃力1900以上のモンスターは攻撃宣言
できない: a continuous effect on both players' monsters, the ATK now, so a gain that lifts a
monster to 1900 stops it and Gora Turtle itself with one cannot attack either); seed 000
§效果分類 (Skill Drain negates a monster effect on the field)."""

from duelist.testing.scenario import Script, Table

GORA = "Gora Turtle"


def _attacks(s, name):
    return s.options("attack", name)


def test_gora_turtle_stops_the_opponents_strong_monsters():
    """Q: my opponent controls Mad Dog of Darkness (1900) and Battle Ox (1700); I control Gora
    Turtle. A: in their Battle Phase Mad Dog cannot declare an attack, Battle Ox can."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.monster(0, GORA)
    table.monster(1, "Mad Dog of Darkness")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    assert _attacks(s, "Mad Dog of Darkness") == []
    assert {o.target_name for o in _attacks(s, "Battle Ox")} == {GORA}


def test_gora_turtle_binds_its_own_controller_too():
    """Q: I control Gora Turtle and Summoned Skull (2500). A: my Summoned Skull cannot declare
    an attack either; Gora Turtle (1100) can."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, GORA)
    table.monster(0, "Summoned Skull")
    table.monster(1, "Thousand-Eyes Idol")
    duel = table.build()
    s = Script(duel)
    assert _attacks(s, "Summoned Skull") == []
    assert len(_attacks(s, GORA)) == 1


def test_gora_turtle_reads_the_atk_now():
    """Q: Battle Ox (1700) gets Axe of Despair (+1000) while Gora Turtle is face-up. A: at 2700
    ATK it can no longer declare an attack."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "Battle Ox")
    table.hand(0, "Axe of Despair")
    table.monster(1, GORA)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Axe of Despair", request="idle")
    s.pick("target", "Battle Ox")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("battle", request="idle")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert _attacks(s, "Battle Ox") == []


def test_gora_turtle_under_skill_drain_stops_nothing():
    """Q: Skill Drain is face-up; my opponent's Gora Turtle is face-up. A: its effect is
    negated: my Summoned Skull may attack it."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Summoned Skull")
    table.monster(1, GORA)
    table.spell_trap(0, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=GORA, request="battle")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    assert duel.players[1].lp == 8000 - 1400
    assert [c.name for c in duel.players[1].grave] == [GORA]
