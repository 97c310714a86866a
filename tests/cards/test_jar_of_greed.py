"""Jar of Greed (83968380), Normal Trap: draw 1 card. One meaning in both eras (the 2005
print: "draw 1 card").

Sources: the card's own text in our words; yugioh-wiki.net 《はたき落とし》 FAQ (a draw by
《強欲な瓶》 in the Draw Phase is not the normal draw: Drop Off cannot answer it). An effect that
makes its player draw is not activated with no card to draw (the rule Reckless Greed and Pot
of Greed follow here)."""

from duelist.engine import state as S
from duelist.testing.reads import grave, hand, lp
from duelist.testing.scenario import Script, Table


def _pass(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def test_jar_of_greed_draws_one_card_in_the_opponents_turn():
    """Q: in my opponent's Main Phase I activate my Set Jar of Greed (as they enter the Battle
    Phase). A: I draw the top card of my Deck; the Jar goes to my GY."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    table.monster(1, "Battle Ox")
    table.spell_trap(0, "Jar of Greed")
    table.deck(0, ["Mystical Elf", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=1)
    s.pick("activate", "Jar of Greed", player=0, request="chain")
    _pass(duel, s)
    assert hand(duel, 0) == ["Mystical Elf"] and len(duel.players[0].deck) == 1
    assert grave(duel, 0) == ["Jar of Greed"]


def test_jar_of_greed_cannot_be_activated_with_an_empty_deck():
    """Q: my Deck is empty; may I activate Jar of Greed? A: no: it would draw nothing."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, "Jar of Greed")
    duel = table.build()
    assert not Script(duel).has("activate", "Jar of Greed")


def test_jar_of_greed_draw_is_not_answered_by_drop_off():
    """Q: in my Draw Phase I answer my draw with Jar of Greed and draw again; my opponent lets
    it resolve. May they then use Drop Off on the Jar's draw? A: no (yugioh-wiki FAQ): only the
    normal draw; the next window offers their Set Mystical Space Typhoon, not Drop Off; I keep
    both cards."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="draw")
    table.spell_trap(0, "Jar of Greed")
    table.deck(0, ["Battle Ox", "Mystical Elf", "Celtic Guardian"])
    drop = table.spell_trap(1, "Drop Off")
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Jar of Greed", player=0, request="chain")
    s.pick("pass", player=1, request="chain")
    s.expect(request="chain", player=1)
    assert duel.phase == "draw" and hand(duel, 0) == ["Battle Ox", "Mystical Elf"]
    assert s.has("activate", "Mystical Space Typhoon") and not s.has("activate", "Drop Off")
    _pass(duel, s)
    assert hand(duel, 0) == ["Battle Ox", "Mystical Elf"] and lp(duel) == (8000, 8000)
    assert drop.card(duel).location == S.SZONE and not drop.card(duel).face_up
