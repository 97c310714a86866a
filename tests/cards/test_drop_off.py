"""Drop Off (55773067), Normal Trap: when the opponent makes their normal draw in their Draw
Phase, they discard the card drawn. One meaning in both eras (the 2005 print: activated only in
the opponent's Draw Phase; they discard the card they drew).

Sources: yugioh-wiki.net 《はたき落とし》 (FAQ: only the rules' draw is answered, not a draw by
an effect in the Draw Phase; a drawn Quick-Play Spell chained to it leaves Drop Off with nothing
to discard; the card is discarded, 「手札から捨てさせる」扱い)."""

from duelist.engine import state as S
from duelist.testing.reads import grave, hand, of_type
from duelist.testing.scenario import Script, Table


def _draw_table(rules, top, drop_off_player=0, turn_player=1):
    table = Table(rules=rules, turn=4, turn_player=turn_player, phase="draw")
    table.deck(turn_player, [top, "Battle Ox", "Battle Ox"])
    drop = table.spell_trap(drop_off_player, "Drop Off")
    return table, drop


def test_drop_off_discards_the_card_drawn():
    """Q: my opponent draws Summoned Skull for their turn; I activate Drop Off. A: the Skull is
    discarded to their GY (a discard); their hand is empty; Main Phase 1 follows."""
    table, _ = _draw_table("GOAT", "Summoned Skull")
    duel = table.build()
    start = len(duel.log)
    s = Script(duel)
    s.pick("activate", "Drop Off", player=0, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert hand(duel, 1) == [] and grave(duel, 1) == ["Summoned Skull"]
    assert grave(duel, 0) == ["Drop Off"]
    assert [e["reason"] for e in of_type(duel, "to_grave", start) if e["name"] == "Summoned Skull"] \
        == ["discard_effect"]
    assert duel.phase == "main1"


def test_drop_off_misses_a_quick_play_chained_from_the_hand():
    """Q: my opponent draws Mystical Space Typhoon; I activate Drop Off and they chain the
    Typhoon, destroying Drop Off. A: Drop Off still resolves, but the card drawn has left the
    hand: nothing is discarded (yugioh-wiki FAQ: 不発)."""
    table, drop = _draw_table("MR5", "Mystical Space Typhoon")
    table.hand(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("pass", player=1, request="chain")
    s.pick("activate", "Drop Off", player=0, request="chain")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    if duel.request.kind == "target":
        s.pick("target", drop, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert hand(duel, 1) == ["Celtic Guardian"]
    assert grave(duel, 1) == ["Mystical Space Typhoon"]
    assert grave(duel, 0) == ["Drop Off"]


def test_drop_off_cannot_answer_its_own_players_draw():
    """Q: in my own Draw Phase, may I activate my Drop Off on my own draw? A: no: only the
    opponent's draw; it stays Set."""
    table, drop = _draw_table("MR5", "Summoned Skull", drop_off_player=0, turn_player=0)
    duel = table.build()
    assert duel.phase == "main1" and hand(duel, 0) == ["Summoned Skull"]
    assert drop.card(duel).location == S.SZONE and not drop.card(duel).face_up


def test_drop_off_cannot_answer_a_draw_by_an_effect():
    """Q: my opponent answers their own Draw Phase draw with Reckless Greed and draws 2; I let
    it resolve. May I activate Drop Off on those 2 cards, still in the Draw Phase? A: no: only
    the rules' draw is answered (yugioh-wiki FAQ); the next window of the Draw Phase offers my
    Set Mystical Space Typhoon but not Drop Off, and the 3 cards stay in their hand."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="draw")
    table.deck(1, ["Summoned Skull", "Battle Ox", "Celtic Guardian", "Mystical Elf"])
    table.spell_trap(1, "Reckless Greed")
    drop = table.spell_trap(0, "Drop Off")
    table.spell_trap(0, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Reckless Greed", player=1, request="chain")
    s.pick("pass", player=0, request="chain")
    s.expect(request="chain", player=0)
    assert duel.phase == "draw" and hand(duel, 1) == ["Summoned Skull", "Battle Ox", "Celtic Guardian"]
    assert s.has("activate", "Mystical Space Typhoon") and not s.has("activate", "Drop Off")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert hand(duel, 1) == ["Summoned Skull", "Battle Ox", "Celtic Guardian"]
    assert drop.card(duel).location == S.SZONE and not drop.card(duel).face_up
