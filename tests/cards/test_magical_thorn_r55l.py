"""Magical Thorn (53119267): Continuous Trap: each time cards are discarded from the opponent's
hand to the GY, the opponent takes 500 damage for each of them.

Sources: the card's texts read in our words (the 2005 print, Tournament Pack 5 TP5-EN003, and
today's do the same: no ERAS entry); yugioh-wiki.net 《魔力の棘》 FAQ: several cards discarded at
once are one damage of 500 times their number; only cards discarded from the opponent's own hand
count (a card sent from the hand without being discarded, or a card held in the other player's
hand, does not); a discard paid as a cost counts while the Thorn is already face-up, but not the
cost of the card the Thorn is chained to (that cost was paid before it was face-up); chained to
Graceful Charity, the Thorn deals 1000 for its two discards. The discard for the hand size in the
End Phase is a discard too (our reading of the rule's word, seed 004 §结束阶段). How it is
applied: like Fatal Abacus, the engine applies the damage after each batch with no chain link
(our reading; no source found says whether it starts a chain). Jinzo negates Trap effects on the
field (seed 000 §效果無效)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

THORN = "Magical Thorn"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _damages(duel):
    return [(e["player"], e["amount"]) for e in duel.log if e["type"] == "damage"]


def test_magical_thorn_burns_each_card_of_one_discard_at_once():
    """Q: my Magical Thorn is face-up; I activate Delinquent Duo, paying 1000 LP: my opponent
    discards 2 cards. A: one damage of 1000 to my opponent."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, THORN)
    table.hand(0, "Delinquent Duo")
    table.hand(1, "Battle Ox", "Mystical Elf", "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", THORN)
    _resolve(s)
    s.pick("activate", "Delinquent Duo")
    _resolve(s)
    if duel.request.kind == "select":
        s.answer(duel.request.options[0])
    _resolve(s)
    assert len(grave(duel, 1)) == 2
    assert lp(duel) == (7000, 7000)
    assert _damages(duel) == [(1, 1000)]


def test_magical_thorn_chained_to_graceful_charity():
    """Q: my opponent activates Graceful Charity; I chain my Set Magical Thorn. A: the Thorn is
    face-up when Graceful Charity resolves: its 2 discards deal my opponent 1000."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    table.spell_trap(0, THORN)
    table.hand(1, "Graceful Charity")
    table.deck(1, ["Battle Ox", "Mystical Elf", "Celtic Guardian", "Dark Blade"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Graceful Charity", player=1)
    s.pick("activate", THORN, player=0, request="chain")
    _resolve(s)
    s.answer(duel.request.options[0])
    if duel.request.kind == "select":
        s.answer(duel.request.options[0])
    _resolve(s)
    assert len([c for c in grave(duel, 1) if c != "Graceful Charity"]) == 2
    assert lp(duel) == (8000, 7000)


def test_magical_thorn_does_not_count_the_cost_of_the_card_it_answers():
    """Q: my opponent discards a card to activate Lightning Vortex; I chain Magical Thorn. A: the
    cost was paid before the Thorn was face-up: no damage (yugioh-wiki.net)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    table.spell_trap(0, THORN)
    table.monster(0, "Battle Ox")
    table.hand(1, "Lightning Vortex", "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Lightning Vortex", player=1)
    if duel.request.kind != "chain":
        s.pick("discard", "Mystical Elf", player=1) if s.has("discard") else s.answer(duel.request.options[0])
    s.pick("activate", THORN, player=0, request="chain")
    _resolve(s)
    assert "Mystical Elf" in grave(duel, 1)
    assert any(c.name == THORN and c.face_up for c in duel.players[0].szone if c is not None)
    assert lp(duel) == (8000, 8000)


def _thorn_up_then_opponents_turn(table):
    """I activate my Set Magical Thorn in my Main Phase and end my turn."""
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", THORN)
    _resolve(s)
    s.end_turn()
    while duel.request.kind != "idle" or duel.request.player != 1:
        s.pick("pass")
    return duel, s


def test_magical_thorn_counts_a_discard_cost_once_face_up():
    """Q: my Magical Thorn is already face-up; in their turn my opponent discards Mystical Elf to
    activate Lightning Vortex. A: a discard as a cost counts: my opponent takes 500 (and Battle Ox
    is destroyed)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, THORN)
    table.monster(0, "Battle Ox")
    table.hand(1, "Lightning Vortex", "Celtic Guardian")
    duel, s = _thorn_up_then_opponents_turn(table)
    s.pick("activate", "Lightning Vortex", player=1)
    if duel.request.kind != "chain":
        s.answer([o for o in duel.request.options if o.name == "Celtic Guardian"][0])
    _resolve(s)
    assert sorted(grave(duel, 1)) == ["Celtic Guardian", "Lightning Vortex"]
    assert grave(duel, 0) == ["Battle Ox"]
    assert lp(duel) == (8000, 7500)


def test_magical_thorn_counts_the_hand_size_discard():
    """Q: my Magical Thorn is face-up; my opponent ends their turn with 8 cards in hand and
    discards 2 for the hand size. A: 1000 damage to my opponent."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, THORN)
    table.hand(1, *(["Celtic Guardian"] * 7))
    duel, s = _thorn_up_then_opponents_turn(table)
    assert len(duel.players[1].hand) == 8
    s.end_turn()
    while duel.turn_player == 1:
        if duel.request.kind == "discard":
            s.answer(duel.request.options[0])
        else:
            s.pick("pass")
    assert len(grave(duel, 1)) == 2
    assert lp(duel) == (8000, 7000)


def test_magical_thorn_leaves_its_own_controllers_discards_alone():
    """Q: my Magical Thorn is face-up and I activate Graceful Charity myself. A: the Thorn hurts
    only the opponent's discards: no damage to anyone."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, THORN)
    table.hand(0, "Graceful Charity")
    table.deck(0, ["Battle Ox", "Mystical Elf", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", THORN)
    _resolve(s)
    s.pick("activate", "Graceful Charity")
    _resolve(s)
    s.answer(duel.request.options[0])
    if duel.request.kind == "select":
        s.answer(duel.request.options[0])
    _resolve(s)
    assert len(grave(duel, 0)) == 3
    assert lp(duel) == (8000, 8000)


def test_magical_thorn_under_jinzo_deals_nothing():
    """Q: my Magical Thorn is face-up; I revive Jinzo with Monster Reborn, then activate Delinquent
    Duo. A: Jinzo negates the effects of Traps on the field, mine too: my opponent discards 2 but
    takes no damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.spell_trap(0, THORN)
    table.hand(0, "Delinquent Duo", "Monster Reborn")
    table.grave(0, "Jinzo")
    table.hand(1, "Battle Ox", "Mystical Elf", "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", THORN)
    _resolve(s)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Jinzo", player=0)
    _resolve(s)
    if duel.request.kind == "option":
        s.pick("option", "Attack Position")
    _resolve(s)
    s.pick("activate", "Delinquent Duo")
    _resolve(s)
    if duel.request.kind == "select":
        s.answer(duel.request.options[0])
    _resolve(s)
    assert len(grave(duel, 1)) == 2
    assert lp(duel) == (7000, 8000)
