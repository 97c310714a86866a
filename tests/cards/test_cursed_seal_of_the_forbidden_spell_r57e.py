"""Cursed Seal of the Forbidden Spell (58851034), Counter Trap: when a Spell Card is activated,
discard 1 Spell Card as the cost; negate that activation and destroy it, and the opponent cannot
activate cards of that name for the rest of the Duel.

Sources, in our words: the card's text (IOC-EN049, 2004: any Spell Card's activation, the Spell
discarded as the cost, the opponent's Spell Cards of that name sealed for the rest of the Duel;
today's text the same, the seal reaching the effects of cards of that name too); yugioh-wiki.net
《封魔の呪印》 FAQ: a Counter Trap, it answers only a card's activation (10/12/26), and the known
play of activating one's own Spell and negating it to seal that name for the opponent; the Konami
blog "Don't Forget About This Card! Cursed Seal of the Forbidden Spell" (2013): the seal lasts the
whole Duel. The seal's reach over an effect of a face-up card of that name differs by text (2005
and OCG: card activations only) and is not tested here (the engine seals both; see the script)."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table

CS = "Cursed Seal of the Forbidden Spell"
POT = "Pot of Greed"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _to_next_main(duel, s):
    turn = duel.turn
    s.end_turn()
    while not (duel.turn == turn + 1 and duel.request.kind == "idle"):
        if duel.request.kind == "chain":
            s.pick("pass", player=duel.request.player)
        else:
            raise AssertionError(duel.request.kind)


def _table(rules="GOAT", my_hand=("Dark Hole",)):
    table = Table(rules=rules, turn=4, turn_player=1)
    table.spell_trap(0, CS)
    table.hand(0, *my_hand)
    table.hand(1, POT, POT, "Swords of Revealing Light")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Battle Ox"] * 5)
    return table


def test_cursed_seal_of_the_forbidden_spell_negates_pot_of_greed_and_seals_it():
    """Q: the opponent activates Pot of Greed; I chain Cursed Seal, discarding Dark Hole. A: Pot of
    Greed is negated and destroyed (no draw); Dark Hole is in my GY; the opponent can no longer
    activate their second Pot of Greed, but can still activate another Spell (both texts)."""
    for rules in ("MR5", "GOAT"):
        duel = _table(rules).build()
        s = Script(duel)
        s.pick("activate", POT, player=1, first=True)
        s.pick("activate", CS, player=0, request="chain")
        s.pick("select", "Dark Hole", player=0)
        _pass_all(duel, s)
        assert grave(duel, 1) == [POT], rules
        assert sorted(grave(duel, 0)) == sorted(["Dark Hole", CS]), rules
        assert sorted(hand(duel, 1)) == [POT, "Swords of Revealing Light"], rules
        assert not s.has("activate", POT), rules
        assert s.has("activate", "Swords of Revealing Light"), rules


def test_cursed_seal_of_the_forbidden_spell_needs_a_spell_to_discard():
    """Q: the opponent activates Pot of Greed while my hand holds only a monster. A: the cost (a
    Spell Card from the hand) cannot be paid: Cursed Seal is not offered."""
    duel = _table(my_hand=("Battle Ox",)).build()
    s = Script(duel)
    s.pick("activate", POT, player=1, first=True)
    assert duel.request.kind != "chain" or not s.has("activate", CS)
    _pass_all(duel, s)
    assert grave(duel, 1) == [POT] and hand(duel, 1).count("Battle Ox") == 2    # Pot of Greed resolved
    assert [c.name for c in duel.players[0].szone if c] == [CS]


def test_cursed_seal_of_the_forbidden_spell_answers_only_a_spell_card():
    """Q: the opponent activates their Set Trap Card Waboku in their Main Phase. A: no Spell Card
    is being activated: Cursed Seal cannot answer it."""
    table = _table()
    table.spell_trap(1, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Waboku", player=1)
    # no window with Cursed Seal among my options: Waboku resolves, my Cursed Seal stays Set
    assert duel.request.kind != "chain" or not s.has("activate", CS)
    _pass_all(duel, s)
    assert grave(duel, 1) == ["Waboku"] and grave(duel, 0) == []
    assert [c.name for c in duel.players[0].szone if c] == [CS]


def test_cursed_seal_of_the_forbidden_spell_seal_lasts_the_duel_and_binds_only_the_opponent():
    """Q: after Cursed Seal negated the opponent's Pot of Greed in turn 4, may I activate my own Pot
    of Greed in turn 5, and may they activate theirs in turn 6? A: the seal binds only my opponent,
    for the rest of the Duel: I draw 2 with mine; theirs stays sealed in turn 6."""
    duel = _table(my_hand=("Dark Hole", POT)).build()
    s = Script(duel)
    s.pick("activate", POT, player=1, first=True)
    s.pick("activate", CS, player=0, request="chain")
    s.pick("select", "Dark Hole", player=0)
    _pass_all(duel, s)
    _to_next_main(duel, s)                 # my turn 5
    s.pick("activate", POT, player=0)
    _pass_all(duel, s)
    assert grave(duel, 0).count(POT) == 1 and hand(duel, 0).count("Celtic Guardian") == 3
    _to_next_main(duel, s)                 # their turn 6
    assert duel.turn == 6 and POT in hand(duel, 1)
    assert not s.has("activate", POT)


def test_cursed_seal_of_the_forbidden_spell_on_my_own_spell_seals_it_for_the_opponent():
    """Q: in my turn I activate my own Swords of Revealing Light and chain my Cursed Seal to it (discarding Dark Hole). A: a Counter Trap may answer its own player's Spell:
    my Swords is negated and destroyed, and from now on my opponent cannot activate Swords of
    Revealing Light (the yugioh-wiki.net note on sealing a name oneself)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, CS)
    table.hand(0, "Swords of Revealing Light", "Dark Hole")
    table.hand(1, "Swords of Revealing Light")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Swords of Revealing Light", player=0)
    s.pick("activate", CS, player=0, request="chain")
    s.pick("select", "Dark Hole", player=0)
    _pass_all(duel, s)
    assert sorted(grave(duel, 0)) == sorted(["Swords of Revealing Light", "Dark Hole", CS])
    _to_next_main(duel, s)                 # their turn 4
    assert not s.has("activate", "Swords of Revealing Light")
