"""Seven Tools of the Bandit ("When a Trap Card is activated: pay 1000 LP; negate the
activation, and if you do, destroy it") and Magic Jammer ("When a Spell Card is activated:
...") answer the activation of a card, not an effect of a card already face-up on the field:
the activated effect of a face-up Continuous Trap (Ultimate Offering's extra Normal Summon) is
the activation of an effect, not of a Trap Card, and Seven Tools cannot negate it (the cards'
texts; the OCG rulings on Seven Tools of the Bandit; seed 000 §陷阱卡 › 反擊陷阱 for the Counter
Trap's speed). `common.top_link_is` asks `link.card_activation` for both cards."""

from duelist.testing.scenario import Script, Table


def _offering_table(face_down):
    """Player 0's Main Phase 1, their Normal Summon used, Battle Ox in the hand and Ultimate
    Offering Set (`face_down`) or face-up; player 1 has Seven Tools of the Bandit and Waboku
    Set (Waboku: the witness that they were asked at all) and 8000 LP."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.normal_summoned()
    table.spell_trap(0, "Ultimate Offering", face_down=face_down)
    table.hand(0, "Battle Ox")
    table.spell_trap(1, "Seven Tools of the Bandit")
    table.spell_trap(1, "Waboku")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    return table.build()


def test_seven_tools_does_not_answer_the_effect_of_a_face_up_ultimate_offering():
    """Ultimate Offering face-up: player 0 pays 500 LP for its extra Normal Summon (Chain Link 1,
    an effect of a Continuous Trap already on the field, no card activation). Player 1 is asked
    to respond (Waboku is offered) but Seven Tools of the Bandit is not: no Trap Card was
    activated."""
    duel = _offering_table(face_down=False)
    s = Script(duel)
    s.pick("activate", "Ultimate Offering")
    assert duel.players[0].lp == 7500
    assert duel.request.kind == "chain" and duel.request.player == 1
    assert s.has("activate", "Waboku")
    assert not s.has("activate", "Seven Tools of the Bandit")


def test_seven_tools_answers_the_activation_of_a_set_ultimate_offering():
    """The same Ultimate Offering Set: player 0 activates the card itself (Chain Link 1, a Trap
    Card activated); Seven Tools of the Bandit is offered, and resolving it negates the
    activation and destroys Ultimate Offering (player 1 pays 1000 LP)."""
    duel = _offering_table(face_down=True)
    s = Script(duel)
    s.pick("activate", "Ultimate Offering")
    assert duel.request.kind == "chain" and duel.request.player == 1
    s.pick("activate", "Seven Tools of the Bandit", player=1, request="chain")
    assert duel.players[1].lp == 7000
    graves = [c.data.name for c in duel.players[0].grave]
    assert "Ultimate Offering" in graves
