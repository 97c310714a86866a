"""Anti-Spell Fragrance (58921041), Continuous Trap: while it is face-up, neither player may
activate a Spell Card from the hand (it must be Set first), and a Set Spell Card may be
activated only once its controller's next turn after the turn it was Set has come (a Quick-Play
Spell Set in my turn cannot be activated in my opponent's next turn). Its first TCG print (2007)
and today's text do the same; it has no 2005 print: no ERAS entry.

Sources: the card's own text in our words; yugioh-wiki.net 《魔封じの芳香》 (the OCG text: a Spell
must be Set before it is activated, and cannot be activated until the next turn of the player
who Set it comes; a Spell Set before it was activated follows the same rule); Jinzo's text (the
effects of Trap Cards on the field are negated: the lock is gone while Jinzo is face-up)."""

from duelist.testing.reads import hand
from duelist.testing.scenario import Script, Table


def _pass_chains(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_anti_spell_fragrance_no_spell_from_the_hand():
    """Q: my opponent's Anti-Spell Fragrance is face-up; I hold Pot of Greed. A: I cannot
    activate it from my hand; I may Set it."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, "Anti-Spell Fragrance", face_down=False)
    table.hand(0, "Pot of Greed")
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", "Pot of Greed")
    assert s.has("set_spell", "Pot of Greed")


def test_anti_spell_fragrance_a_spell_set_this_turn_waits():
    """Q: under Anti-Spell Fragrance I Set Pot of Greed. A: I cannot activate it this turn."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, "Anti-Spell Fragrance", face_down=False)
    table.hand(0, "Pot of Greed")
    duel = table.build()
    s = Script(duel)
    s.pick("set_spell", "Pot of Greed")
    _pass_chains(s)
    assert not s.has("activate", "Pot of Greed")


def test_anti_spell_fragrance_a_spell_set_on_an_earlier_turn_may_be_activated():
    """Q: under Anti-Spell Fragrance, my Pot of Greed was Set on an earlier turn. A: it may be
    activated now: I draw 2."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, "Anti-Spell Fragrance", face_down=False)
    table.spell_trap(0, "Pot of Greed")
    table.deck(0, ["Battle Ox", "Celtic Guardian", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed", player=0, request="idle")
    _pass_chains(s)
    assert sorted(hand(duel, 0)) == ["Battle Ox", "Celtic Guardian"]


def _turn_4_and_5(anti_spell_face_up):
    """I Set Mystical Space Typhoon in my turn 3 and end it; the chain windows of my opponent's
    turn 4 and of my turn 5 up to my Main Phase: (turn, phase) of those offering it to me."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, "Anti-Spell Fragrance", face_down=not anti_spell_face_up)
    table.hand(0, "Mystical Space Typhoon")
    table.spell_trap(1, "Dust Tornado")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("set_spell", "Mystical Space Typhoon")
    s.end_turn()
    offered = []
    while not (duel.turn == 5 and duel.request.kind == "idle"):
        r = duel.request
        if r.kind == "chain":
            if r.player == 0 and s.has("activate", "Mystical Space Typhoon"):
                offered.append((duel.turn, duel.phase))
            s.pick("pass")
        else:
            s.end_turn()
    return offered, s


def test_anti_spell_fragrance_a_quick_play_set_in_my_turn_waits_for_my_next_turn():
    """Q: under Anti-Spell Fragrance I Set Mystical Space Typhoon in my turn 3. A: I cannot
    activate it in my opponent's turn 4 (my next turn has not come); from my turn 5's Draw Phase
    on I can."""
    offered, s = _turn_4_and_5(anti_spell_face_up=True)
    assert offered and all(turn == 5 for turn, _ in offered)
    assert offered[0] == (5, "draw")
    assert s.has("activate", "Mystical Space Typhoon")


def test_anti_spell_fragrance_set_face_down_locks_nothing():
    """Q: the same turns, Anti-Spell Fragrance still Set (face-down). A: nothing is locked: my
    Mystical Space Typhoon Set in turn 3 is offered in my opponent's turn 4."""
    offered, _ = _turn_4_and_5(anti_spell_face_up=False)
    assert any(turn == 4 for turn, _ in offered)


def test_anti_spell_fragrance_negated_by_jinzo():
    """Q: Anti-Spell Fragrance is face-up and my Jinzo is face-up; I hold Pot of Greed. A:
    Jinzo negates the Trap's effect: I may activate Pot of Greed from my hand and draw 2."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, "Anti-Spell Fragrance", face_down=False)
    table.monster(0, "Jinzo")
    table.hand(0, "Pot of Greed")
    table.deck(0, ["Battle Ox", "Celtic Guardian", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed", player=0, request="idle")
    _pass_chains(s)
    assert sorted(hand(duel, 0)) == ["Battle Ox", "Celtic Guardian"]
