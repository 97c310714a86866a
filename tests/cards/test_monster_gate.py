"""Monster Gate (43040603), Normal Spell: Tribute 1 monster (a cost); cards are revealed from the
top of the Deck until a monster that can be Normal Summoned comes up; it is Special Summoned, the
other cards revealed go to the GY.

Sources: the 2005 text, as we recall it (not read on a page this round) (Pojo/FET: "Offer 1 monster
on your side of the field as a Tribute. Send cards from the top of your Deck to the Graveyard until
you pick up a monster that can be Normal Summoned. Special Summon the monster"); yugioh.wikia.com
Forum "Reasoning/Monster Gate vs. Destiny Hero - Plasma/Dogma" (a monster that cannot be Normal
Summoned is passed over and sent to the GY). A Normal Summonable monster that cannot be Special
Summoned (a Spirit) goes to the GY with the others: our reading of "Special Summon it" when it
cannot be. A cost sends its monster at activation: Sangan's trigger comes once the chain has
resolved (seed 000 §誘發效果)."""

from duelist.testing.scenario import Script, Table


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _gate(deck, tribute="Mystical Elf", rules="MR5"):
    table = Table(turn=3, rules=rules)
    table.monster(0, tribute)
    table.hand(0, "Monster Gate")
    table.deck(0, deck)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Gate")
    s.pick("select", tribute)
    _resolve(duel, s)
    return duel, s


def test_monster_gate_summons_the_first_normal_summonable_monster():
    """Q: my Deck from the top: Pot of Greed, Chaos Sorcerer (a Special Summon monster), Battle
    Ox, Celtic Guardian. I Tribute Mystical Elf. A: Pot of Greed and Chaos Sorcerer go to my GY,
    Battle Ox is Special Summoned, Celtic Guardian stays in the Deck."""
    duel, s = _gate(["Pot of Greed", "Chaos Sorcerer", "Battle Ox", "Celtic Guardian"])
    if duel.request.kind == "option":
        s.pick("option", "Attack Position")
    assert [c.name for c in duel.monsters(0)] == ["Battle Ox"]
    assert sorted(c.name for c in duel.players[0].grave) == ["Chaos Sorcerer", "Monster Gate", "Mystical Elf",
                                                             "Pot of Greed"]
    assert [c.name for c in duel.players[0].deck] == ["Celtic Guardian"]


def test_monster_gate_a_spirit_that_cannot_be_special_summoned_goes_to_the_gy():
    """Q: the first monster revealed is Tsukuyomi (a Spirit: never Special Summoned). A: the
    revealing stops at it, and it goes to the GY with the cards before it; nothing is summoned,
    Battle Ox below stays in the Deck."""
    duel, s = _gate(["Pot of Greed", "Tsukuyomi", "Battle Ox"])
    assert duel.monsters(0) == []
    assert sorted(c.name for c in duel.players[0].grave) == ["Monster Gate", "Mystical Elf", "Pot of Greed",
                                                             "Tsukuyomi"]
    assert [c.name for c in duel.players[0].deck] == ["Battle Ox"]


def test_monster_gate_needs_a_monster_to_tribute():
    """Q: I control no monster. A: the cost cannot be paid: Monster Gate cannot be activated."""
    table = Table(turn=3)
    table.hand(0, "Monster Gate")
    table.deck(0, ["Battle Ox"])
    assert not Script(table.build()).has("activate", "Monster Gate")


def test_monster_gate_tributing_sangan_searches_after_the_chain():
    """Q (GOAT): I Tribute Sangan for Monster Gate; my Deck is Battle Ox, then Mystical Elf. A:
    Battle Ox is summoned; then Sangan's trigger (its Tribute was a cost) adds Mystical Elf."""
    duel, s = _gate(["Battle Ox", "Mystical Elf"], tribute="Sangan", rules="GOAT")
    if duel.request.kind == "option":
        s.pick("option", "Attack Position")
    _resolve(duel, s)
    if duel.request.kind == "select":
        s.pick("select", "Mystical Elf")
    _resolve(duel, s)
    assert [c.name for c in duel.monsters(0)] == ["Battle Ox"]
    assert [c.name for c in duel.players[0].hand] == ["Mystical Elf"]
    assert sorted(c.name for c in duel.players[0].grave) == ["Monster Gate", "Sangan"]
