"""D.D. Dynamite (8628798), Normal Trap: inflict 300 damage to your opponent for each of their
banished cards.

Sources, in our words: the card's texts (DR3-EN177, 2005, "for each of your opponent's cards
removed from play", and today's "each of their banished cards": the same; no ERAS entry);
yugioh-wiki.net 《Ｄ．Ｄ．ダイナマイト》, the OCG text 「相手のゲームから除外されているカードの数×300」:
only the opponent's own banished cards count, not the activating player's; the count is made as
it resolves (a card banished by a link chained to it counts); as Just Desserts, a burn with
nothing to count is not activated (an activation whose effect would do nothing: yugipedia "Card
Rulings:Dark Hole", OCG ruling: a card cannot be activated if it would do nothing)."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table

DDD = "D.D. Dynamite"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_dd_dynamite_300_for_each_of_the_opponents_banished_cards():
    """Q: my opponent has 3 banished cards (one face-down), I have 2 of my own banished. I
    activate D.D. Dynamite. A: they take 900 (7100 LP); my own banished cards do not count (both
    eras)."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.spell_trap(0, DDD)
        table.banished(1, "Battle Ox", "Sangan", face_down=False)
        table.banished(1, "Mystical Elf", face_down=True)
        table.banished(0, "Battle Ox", "Sangan", face_down=False)
        duel = table.build()
        s = Script(duel)
        s.pick("activate", DDD, player=0)
        _resolve(s)
        assert lp(duel) == (8000, 7100), rules
        assert [e["amount"] for e in of_type(duel, "damage")] == [900], rules
        assert grave(duel, 0) == [DDD], rules


def test_dd_dynamite_not_without_an_opponents_banished_card():
    """Q: only my own cards are banished. May I activate D.D. Dynamite? A: no."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, DDD)
    table.banished(0, "Battle Ox", face_down=False)
    duel = table.build()
    assert not Script(duel).has("activate", DDD)


def test_dd_dynamite_counts_as_it_resolves():
    """Q: my opponent, with 1 banished card, Normal Summons Battle Ox; I activate Bottomless Trap
    Hole and chain D.D. Dynamite to it. A: D.D. Dynamite resolves first and counts the 1 card
    banished then (300); Bottomless Trap Hole then banishes Battle Ox. Activated after that chain,
    as they enter the Battle Phase, it counts 2 (600)."""
    for chained in (True, False):
        table = Table(rules="GOAT", turn=3, turn_player=1)
        table.hand(1, "Battle Ox")
        table.banished(1, "Sangan", face_down=False)
        table.spell_trap(0, "Bottomless Trap Hole")
        table.spell_trap(0, DDD)
        duel = table.build()
        s = Script(duel)
        s.pick("summon", "Battle Ox", player=1)
        s.pick("activate", "Bottomless Trap Hole", player=0, request="chain")
        if chained:
            while not s.has("activate", DDD):
                s.pick("pass", player=duel.request.player)
            s.pick("activate", DDD, player=0)
            _resolve(s)
        else:
            _resolve(s)
            s.pick("battle", player=1)      # leaving Main Phase 1 opens my window
            s.pick("activate", DDD, player=0, request="chain")
            _resolve(s)
        assert [c.name for c in duel.players[1].banished] == ["Sangan", "Battle Ox"]
        assert lp(duel) == (8000, 7700 if chained else 7400), chained
