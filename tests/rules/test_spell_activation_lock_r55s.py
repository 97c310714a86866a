"""The rule "Spell Cards cannot be activated" (C.NO_SPELL_ACTIVATION), the mirror of Jinzo's Trap
lock: while it applies, the activation of a Spell Card -- from the hand or Set on the field, a
Pendulum Monster's activation as a Spell Card into a Pendulum Zone too -- is not offered to the
players it reaches; Setting a Spell stays legal (Setting is no activation), Traps are untouched,
and the lock stops as soon as its source stops applying it (face-down, negated, gone).

Sources: seed 000 §魔法卡 (a Spell Card is used by its activation; Setting it is not activating
it); yugioh-wiki.net 《マジック・キャンセラー》 (Spell Canceller: while it is face-up, Spell Cards
cannot be activated -- by either player -- and the effects of Spell Cards on the field are
negated); yugioh-wiki.net 《魔法族の里》 on the same kind of lock: it stops "the activation of
the card" (カードの発動) only, Setting stays possible. The card used here is Spell Canceller (its
own rulings: tests/cards/test_spell_canceller_r55s.py). The kept answers (the offer caches, the
Main Phase menu) are checked against the plain rule (`check_kept_answers`)."""

from duelist.testing.invariants import check_kept_answers
from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table

CANCELLER = "Spell Canceller"


def _main(rules="GOAT", canceller_player=1, face_down=False):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.monster(canceller_player, CANCELLER, position="set" if face_down else "attack")
    table.hand(0, "Pot of Greed")
    table.deck(0, ["Battle Ox"] * 5)
    table.deck(1, ["Battle Ox"] * 5)
    return table


def test_spell_activation_lock_refuses_a_spell_from_the_hand_but_not_its_set():
    """Q: my opponent controls a face-up Spell Canceller; in my Main Phase may I activate Pot of
    Greed from my hand, or Set it? A: I may not activate it (no Spell Card can be activated) but I
    may Set it: Setting is no activation. The kept answers agree with the plain rule."""
    duel = _main().build()
    s = Script(duel)
    s.expect("idle", player=0)
    assert not s.has("activate", "Pot of Greed")
    assert s.has("set_spell", "Pot of Greed")
    check_kept_answers(duel)
    s.pick("set_spell", "Pot of Greed")
    assert [c.name for c in duel.players[0].szone if c is not None] == ["Pot of Greed"]
    assert not s.has("activate", "Pot of Greed")
    check_kept_answers(duel)


def test_spell_activation_lock_binds_its_own_controller_too():
    """Q: I control the face-up Spell Canceller myself: may I activate my Pot of Greed? A: no: a
    lock with no side named binds both players."""
    duel = _main(canceller_player=0).build()
    s = Script(duel)
    assert not s.has("activate", "Pot of Greed")
    assert hand(duel, 0) == ["Pot of Greed"]


def test_spell_activation_lock_is_gone_while_its_source_is_face_down():
    """Q: the Spell Canceller is Set face-down: may I activate Pot of Greed? A: yes: a face-down
    monster applies no continuous effect; I draw 2."""
    duel = _main(face_down=True).build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed", request="idle")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert sorted(hand(duel, 0)) == ["Battle Ox", "Battle Ox"]
    assert grave(duel, 0) == ["Pot of Greed"]


def _in_zone(duel, zone):
    """The target option naming the Set card in Spell & Trap Zone `zone` (1-5)."""
    wanted = "Spell & Trap Zone %d" % zone
    (option,) = [o for o in duel.request.options if wanted in o.label]
    return option


def test_spell_activation_lock_refuses_a_set_quick_play_but_not_a_trap():
    """Q: with Spell Canceller face-up, my opponent has a Set Mystical Space Typhoon (Set on an
    earlier turn) and a Set Dust Tornado; I activate my Set Dust Tornado targeting their Set
    Dust Tornado: may they chain Mystical Space Typhoon, or their own Dust Tornado? A: not the
    Spell; the Trap yes (the lock is on Spell Cards only): their Dust Tornado destroys my Set
    Mystical Space Typhoon, mine then finds its target gone (theirs went to the GY after it
    resolved); their Mystical Space Typhoon stays Set."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(1, CANCELLER)
    table.spell_trap(0, "Dust Tornado")
    table.spell_trap(0, "Mystical Space Typhoon")
    table.spell_trap(1, "Mystical Space Typhoon")
    table.spell_trap(1, "Dust Tornado")
    duel = table.build()
    s = Script(duel)
    assert not s.has("activate", "Mystical Space Typhoon")      # my own Set Quick-Play neither
    s.pick("activate", "Dust Tornado", request="idle")
    s.expect("target", player=0)
    s.answer(_in_zone(duel, 2))         # their Set Dust Tornado (Spell & Trap Zone 2)
    while duel.request.kind == "chain" and duel.request.player == 0:
        s.pick("pass")
    s.expect("chain", player=1)
    assert not s.has("activate", "Mystical Space Typhoon")
    check_kept_answers(duel)
    s.pick("activate", "Dust Tornado", player=1)
    s.expect("target", player=1)
    s.answer(_in_zone(duel, 2))         # my Set Mystical Space Typhoon (Spell & Trap Zone 2)
    while duel.request.kind == "chain":
        assert not s.has("activate", "Mystical Space Typhoon")
        s.pick("pass")
    assert sorted(grave(duel, 0)) == ["Dust Tornado", "Mystical Space Typhoon"]
    assert grave(duel, 1) == ["Dust Tornado"]
    assert [c.name for c in duel.players[1].szone if c is not None] == ["Mystical Space Typhoon"]


def test_spell_activation_lock_refuses_a_pendulum_scale():
    """Q: (Master Rule) my opponent controls a face-up Spell Canceller; may I activate Flash Knight
    from my hand into a Pendulum Zone? A: no: a Pendulum Monster placed as a scale is activated as
    a Spell Card, which the lock forbids; I may still Normal Summon it. Without the lock I may."""
    def table(with_lock):
        t = Table(turn=3, turn_player=0)
        if with_lock:
            t.monster(1, CANCELLER)
        t.hand(0, "Flash Knight")
        t.deck(0, ["Battle Ox"] * 3)
        t.deck(1, ["Battle Ox"] * 3)
        return t.build()
    free = Script(table(False))
    assert free.has("activate", "Flash Knight")
    locked = Script(table(True))
    assert not locked.has("activate", "Flash Knight")
    assert locked.has("summon", "Flash Knight")
    check_kept_answers(locked.duel)
