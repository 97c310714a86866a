"""Sonic Jammer (84550200), FLIP: a Spell lock on the other player that lasts through that player's
next turn (in our words).

Sources, in our words: the card's texts (AST-021, 2003, and today's: the same; no ERAS entry); the
OCG text (yugioh-wiki.net 《ソニックジャマー》: 次の相手ターン終了時まで). Flipped in the opponent's own
turn (attacked face-down), the lock covers the rest of that turn, then the opponent's following turn
(the "next" of the OCG wording, as Deck Devastation Virus's old count, `opponents_turn`). It stops the
activation of Spell Cards (Set ones too); Trap Cards and the activating player's own Spells are free
(our reading of its text)."""

from duelist.testing.scenario import Script, Table

SJ = "Sonic Jammer"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _until_idle_of(s, duel, player):
    for _ in range(40):
        r = duel.request
        if r.kind == "idle" and r.player == player and duel.phase == "main1":
            return
        if r.kind == "idle" or r.kind == "battle":
            s.end_turn()
        elif r.kind == "chain":
            s.pick("pass", player=r.player)
        else:
            s.answer(r.options[0])
    raise AssertionError("no Main Phase 1 of player %d" % player)


def _flipped_in_my_turn():
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, SJ, position="set")
    table.hand(0, "Pot of Greed")
    table.hand(1, "Pot of Greed", "Mystical Space Typhoon")
    table.spell_trap(1, "Sakuretsu Armor")
    table.deck(0, ["Sangan", "Battle Ox", "Giant Rat", "Celtic Guardian", "Mystical Elf"])
    table.deck(1, ["Sangan", "Battle Ox", "Giant Rat", "Celtic Guardian", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", SJ)
    _pass_all(s, duel)
    return duel, s


def test_sonic_jammer_stops_the_opponents_spells_through_their_next_turn():
    """Q: I Flip Summon Sonic Jammer in my turn. A: my opponent cannot activate Pot of Greed or
    Mystical Space Typhoon for the rest of my turn nor in their next turn; I may still activate my own
    Pot of Greed."""
    duel, s = _flipped_in_my_turn()
    assert s.has("activate", "Pot of Greed")            # mine: free
    s.end_turn()
    _until_idle_of(s, duel, 1)
    assert duel.turn == 4
    assert not s.has("activate", "Pot of Greed") and not s.has("activate", "Mystical Space Typhoon")


def test_sonic_jammer_lock_ends_after_their_next_turn():
    """Q: the same; my opponent's next turn ends, and my turn 5 passes. A: in their turn 6 they may
    activate Pot of Greed again."""
    duel, s = _flipped_in_my_turn()
    s.end_turn()
    _until_idle_of(s, duel, 1)
    s.end_turn()
    _until_idle_of(s, duel, 0)
    assert duel.turn == 5
    s.end_turn()
    _until_idle_of(s, duel, 1)
    assert duel.turn == 6 and s.has("activate", "Pot of Greed")


def test_sonic_jammer_leaves_trap_cards_free():
    """Q: after Sonic Jammer's flip, my Battle Ox attacks; my opponent has a Set Sakuretsu Armor. A: a
    Trap Card: still offered in answer to the attack (the Jammer stops Spell Cards only)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, SJ, position="set")
    table.monster(0, "Battle Ox")
    table.spell_trap(1, "Sakuretsu Armor")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", SJ)
    _pass_all(s, duel)
    s.pick("battle")
    _pass_all(s, duel)
    s.pick("attack", "Battle Ox", target="Celtic Guardian", request="battle")
    assert duel.request.kind == "chain" and duel.request.player == 1
    assert s.has("activate", "Sakuretsu Armor")


def test_sonic_jammer_flipped_in_the_opponents_turn():
    """Q: my Set Sonic Jammer is attacked in my opponent's turn 4 and flipped (it is destroyed). A: my
    opponent cannot activate Spell Cards for the rest of turn 4, nor in their next turn 6."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    sj = table.monster(0, SJ, position="set")
    table.monster(1, "Battle Ox")
    table.hand(1, "Pot of Greed")
    table.deck(0, ["Sangan", "Battle Ox", "Giant Rat"])
    table.deck(1, ["Sangan", "Battle Ox", "Giant Rat"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=sj, request="battle")
    _pass_all(s, duel)
    s.pick("end_battle")
    _pass_all(s, duel)
    assert duel.phase == "main2" and not s.has("activate", "Pot of Greed")
    s.end_turn()
    _until_idle_of(s, duel, 0)
    s.end_turn()
    _until_idle_of(s, duel, 1)
    assert duel.turn == 6 and not s.has("activate", "Pot of Greed")
