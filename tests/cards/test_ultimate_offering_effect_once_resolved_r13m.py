"""Ultimate Offering (Continuous Trap): "During your Main Phase or your opponent's Battle
Phase: you can pay 500 LP; immediately after this effect resolves, Normal Summon/Set 1
monster." A Continuous Trap's effect can be used only once the card's activation has
resolved: in response to its own activation (still Chain Link 1) its effect is not offered
(seed 000 §陷阱卡 › 永續陷阱: the card stays on the field and applies once activated; the
script asks `ctx.card.activated`)."""

from duelist.testing.scenario import Script, Table


def test_ultimate_offerings_effect_is_not_offered_in_response_to_its_own_activation():
    """GOAT, player 0's Main Phase 1, their Normal Summon used, Battle Ox in the hand,
    Ultimate Offering and Waboku Set. Player 0 activates Ultimate Offering; asked to respond
    to it (Waboku is offered), they are not offered its extra summon. Once it has resolved,
    the extra summon is offered in the Main Phase menu."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.normal_summoned()
    table.spell_trap(0, "Ultimate Offering")
    table.spell_trap(0, "Waboku")
    table.hand(0, "Battle Ox")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Ultimate Offering")
    if duel.request.player == 1:                    # (player 1 has nothing to respond with: not asked)
        s.pick("pass", player=1, request="chain")
    assert duel.request.kind == "chain" and duel.request.player == 0
    assert s.has("activate", "Waboku")
    assert not s.has("activate", "Ultimate Offering")
    s.pick("pass", player=0, request="chain")
    offering = [c for c in duel.players[0].szone if c is not None and c.data.name == "Ultimate Offering"][0]
    assert offering.face_up and offering.activated
    assert duel.request.player == 0 and s.has("activate", "Ultimate Offering")
