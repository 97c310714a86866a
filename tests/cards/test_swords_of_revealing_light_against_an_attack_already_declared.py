"""Swords of Revealing Light (72302403): "your opponent's monsters cannot declare an attack" (OCG
光の護封剣: 相手モンスターは攻撃宣言できない, yugioh-wiki.net 《光の護封剣》). A rule against declaring
an attack keeps a monster from declaring one; an attack declared before the rule applied goes on
(as under Threatening Roar), unlike a "cannot attack" effect (Gravity Bind), which also stops a
declared attack before damage calculation (seed 004 §战斗阶段中的卷回)."""

from duelist.testing.scenario import Script, Table


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _swords_under_imperial_order():
    """Player 1's turn, Battle Step: player 0's Swords of Revealing Light is face-up but negated by
    player 1's Imperial Order; player 0 has a Set Dust Tornado (a Trap: Imperial Order negates no Trap)."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(0, "Swords of Revealing Light", face_down=False)
    table.spell_trap(0, "Dust Tornado")
    table.spell_trap(1, "Imperial Order", face_down=False)
    table.monster(1, "Battle Ox")
    return table.build()


def test_swords_of_revealing_light_applying_again_lets_an_attack_already_declared_go_on():
    """Q: under Imperial Order my Swords of Revealing Light is negated, so the opponent's Battle Ox
    (1700) declares a direct attack; I chain Dust Tornado to the declaration and destroy
    Imperial Order, so Swords applies again. A: the Ox could not declare an attack now, but it
    already did: the attack goes on and I take 1700."""
    duel = _swords_under_imperial_order()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    s.pick("activate", "Dust Tornado", player=0, request="chain")
    s.pick("target", "Imperial Order", player=0)
    _pass_all(duel, s)
    assert "Imperial Order" in [c.name for c in duel.players[1].grave]
    assert duel.players[0].lp == 6300


def test_swords_of_revealing_light_applying_again_keeps_the_next_attack_from_being_declared():
    """Q: and after that attack, in the same Battle Phase? A: Swords applies: the Battle Step menu
    offers player 1 no attack."""
    duel = _swords_under_imperial_order()
    table_ox = duel.players[1].mzone
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    s.pick("activate", "Dust Tornado", player=0, request="chain")
    s.pick("target", "Imperial Order", player=0)
    _pass_all(duel, s)
    assert duel.request.kind == "battle" and duel.request.player == 1
    assert not [o for o in duel.request.options if o.kind == "attack"]
    assert [c.name for c in table_ox if c is not None] == ["Battle Ox"]
