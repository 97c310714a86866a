"""Respect Play (08951260, 《正々堂々》): a Continuous Trap; while it is face-up, each player plays
with their whole hand revealed during their own turn (and only then).

Sources: yugioh-wiki.net 《正々堂々》 (the text: each player keeps their whole hand revealed in
their own turn; a continuous effect of a Trap, so Jinzo's "Trap effects on the field do not
apply" stops it -- our reading of the two texts); the 2005 print (PSV) in our words, the same."""

from duelist.testing.scenario import Script, Table

RESPECT = "Respect Play"


def _pass(s):
    for _ in range(12):
        if s.duel.request is None or s.duel.request.kind != "chain":
            return
        s.pick("pass")


def _seen_hand(duel, viewer, player):
    """The names `viewer` sees in `player`'s hand (None for a hidden card)."""
    return sorted((c.get("name") or "?") for c in duel.view(viewer)["players"][player]["hand"])


def test_respect_play_reveals_the_turn_players_hand_to_the_opponent():
    """Q: Respect Play is face-up; it is my turn and I hold Battle Ox and Raigeki. What does my
    opponent see? A: both my cards, named: my hand is revealed in my turn."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, RESPECT, face_down=False)
    table.hand(0, "Battle Ox", "Raigeki")
    table.hand(1, "Kuriboh")
    duel = table.build()
    assert _seen_hand(duel, 1, 0) == ["Battle Ox", "Raigeki"]
    assert _seen_hand(duel, None, 0) == ["Battle Ox", "Raigeki"]
    assert duel.hand_revealed(0) and not duel.hand_revealed(1)


def test_respect_play_keeps_the_other_players_hand_hidden():
    """Q: Respect Play is face-up and it is my turn. Do I see my opponent's hand? A: no: each
    player's hand is revealed in their own turn only."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, RESPECT, face_down=False)
    table.hand(1, "Kuriboh", "Sangan")
    duel = table.build()
    assert _seen_hand(duel, 0, 1) == ["?", "?"]


def test_respect_play_set_reveals_nothing():
    """Q: Respect Play is Set (face-down). A: no hand is revealed until it is activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, RESPECT)
    table.hand(0, "Battle Ox")
    duel = table.build()
    assert _seen_hand(duel, 1, 0) == ["?"]


def test_respect_play_activated_reveals_from_then_on():
    """Q: my opponent activates their Set Respect Play in my Main Phase. A: once it resolves my
    hand (Battle Ox) is revealed to them."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, RESPECT)
    table.hand(0, "Battle Ox", "Pot of Greed")
    table.deck(0, ["Kuriboh", "Sangan", "Raigeki"])
    duel = table.build()
    s = Script(duel)
    assert _seen_hand(duel, 1, 0) == ["?", "?"]
    s.pick("activate", "Pot of Greed", request="idle")
    s.pick("activate", RESPECT, player=1, request="chain")
    _pass(s)
    assert _seen_hand(duel, 1, 0) == ["Battle Ox", "Kuriboh", "Sangan"]


def test_respect_play_under_jinzo_reveals_nothing():
    """Q: Respect Play is face-up and I control Jinzo; it is my turn. A: Jinzo stops the Trap
    effects on the field from applying: my hand stays hidden from my opponent."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, RESPECT, face_down=False)
    table.monster(0, "Jinzo")
    table.hand(0, "Battle Ox")
    duel = table.build()
    assert _seen_hand(duel, 1, 0) == ["?"]



def test_respect_play_a_determinized_copy_keeps_the_revealed_hand():
    """Q: Respect Play is face-up; it is my opponent's turn, and they hold Raigeki and Dark Hole
    (their Deck holds other cards). Does the AI's guess of hidden cards (a determinized copy
    for me) re-deal their hand? A: no: a revealed hand is known as it is; only their Deck is
    dealt again. (Without Respect Play some seed deals their hand otherwise.)"""
    from duelist.engine.determinize import determinize

    def build(respect):
        table = Table(rules="GOAT", turn=4, turn_player=1)
        if respect:
            table.spell_trap(0, RESPECT, face_down=False)
        table.hand(1, "Raigeki", "Dark Hole")
        table.deck(1, ["Kuriboh", "Sangan", "Battle Ox", "Jinzo", "Mystical Elf"])
        table.deck(0, ["Kuriboh"] * 3)
        return table.build()

    def dealt(duel, seed):
        return sorted(c.name for c in determinize(duel, 0, seed).players[1].hand)

    duel = build(True)
    assert all(dealt(duel, seed) == ["Dark Hole", "Raigeki"] for seed in range(1, 9))
    duel = build(False)
    assert any(dealt(duel, seed) != ["Dark Hole", "Raigeki"] for seed in range(1, 9))
