"""Thunder Crash (69196160), Normal Spell: destroy all monsters you control; then 300 damage to
the opponent for each monster destroyed.

Sources: the card's text (IOC, 2004: "destroy all monsters on your side of the field; inflict
300 points of damage ... for each monster destroyed"; today's says the same: no 2005 entry); the
damage counts the monsters actually destroyed (our reading of "for each monster destroyed"),
Tokens included (a Token is destroyed, then vanishes: seed 000 §衍生物); it cannot be activated
without a monster of yours to destroy (our reading: it would do nothing)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_thunder_crash_destroys_my_monsters_and_burns_300_each():
    """Q: I control Battle Ox and a Set Mystical Elf; my opponent controls Summoned Skull. I
    activate Thunder Crash. A: my two monsters are destroyed, theirs stays; 600 damage."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Thunder Crash")
    table.monster(0, "Battle Ox")
    table.monster(0, "Mystical Elf", position="set")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Thunder Crash", request="idle")
    _finish(s)
    assert duel.monsters(0) == [] and [c.name for c in duel.monsters(1)] == ["Summoned Skull"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Mystical Elf", "Thunder Crash"]
    assert lp(duel) == (8000, 7400)


def test_thunder_crash_needs_a_monster_of_mine():
    """Q: I control no monster (my opponent does); may I activate Thunder Crash? A: no."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Thunder Crash")
    table.monster(1, "Summoned Skull")
    assert not Script(table.build()).has("activate", "Thunder Crash")


def test_thunder_crash_counts_scapegoats_tokens():
    """Q: I activate Scapegoat in my Main Phase, then Thunder Crash with my four Sheep Tokens and
    Battle Ox on the field. A: five monsters destroyed: 1500 damage."""
    table = Table(rules="GOAT", turn=3)
    table.spell_trap(0, "Scapegoat")
    table.hand(0, "Thunder Crash")
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Scapegoat", request="idle")
    _finish(s)
    while duel.request.kind == "option":
        s.answer(duel.request.options[0])
    assert len(duel.monsters(0)) == 5
    s.pick("activate", "Thunder Crash", request="idle")
    _finish(s)
    assert duel.monsters(0) == []
    assert lp(duel) == (8000, 6500)


def test_thunder_crash_on_sangan_lets_it_search():
    """Q: I activate Thunder Crash with only Sangan on my field. A: Sangan is destroyed (300
    damage) and, sent from the field to the GY, its effect adds a monster with 1500 or less ATK
    from my Deck to my hand."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Thunder Crash")
    table.monster(0, "Sangan")
    table.deck(0, ["Mystic Tomato", "Summoned Skull"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Thunder Crash", request="idle")
    _finish(s)
    assert lp(duel) == (8000, 7700)
    if duel.request.kind == "yes_no":
        s.pick("yes")
    _finish(s)
    if duel.request.kind == "select":
        s.pick("select", "Mystic Tomato")
    _finish(s)
    assert [c.name for c in duel.players[0].hand] == ["Mystic Tomato"]
    assert sorted(grave(duel, 0)) == ["Sangan", "Thunder Crash"]
