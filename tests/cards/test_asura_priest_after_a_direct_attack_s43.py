"""Asura Priest: "it can attack all monsters your opponent controls, once each". Once it has
attacked directly in a turn, it may attack no monster that turn, not even one that arrives
later in that Battle Phase (Format Library's Goat rulings for Asura Priest: "cannot attack a
monster if it has already attacked directly this turn"; the same reading as Konami's for the
"attack every monster once" texts: its further attacks are attacks on monsters it has not
attacked, and a direct attack used its Battle Phase's attacks). Found by h43b (stop 43), once
the targets it attacked were recorded on the card (`Card.attacked_targets`)."""

from duelist.testing.scenario import Script, Table


def _asura_attacks_directly_and_tragoedia_arrives(rules):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.monster(0, "Asura Priest", summoned_this_turn=True)     # 1700 ATK
    table.hand(1, "Tragoedia", "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    s.pick("attack", "Asura Priest", target="player")
    while duel.request.kind in ("chain", "yes_no", "zone", "option"):
        if duel.request.kind == "yes_no":
            s.answer([o for o in duel.request.options if o.kind == "yes"][0])   # Tragoedia: yes
        elif duel.request.kind == "chain":
            s.pick("pass", player=duel.request.player)
        else:
            s.answer(duel.request.options[0])
    return duel, s


def test_after_a_direct_attack_asura_priest_may_not_attack_a_monster_that_arrives():
    """Q: my Asura Priest attacks directly; my opponent takes 1700 damage and Special Summons
    Tragoedia from the hand. May Asura Priest attack Tragoedia? A: no: it has attacked
    directly this turn."""
    duel, s = _asura_attacks_directly_and_tragoedia_arrives("MR5")
    assert duel.players[1].lp == 6300
    assert [m.name for m in duel.monsters(1)] == ["Tragoedia"]
    assert duel.request.kind == "battle" and duel.request.player == 0
    assert not s.has("attack", "Asura Priest")
