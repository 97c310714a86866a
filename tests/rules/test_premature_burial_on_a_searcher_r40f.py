"""Premature Burial on Sangan, then the Burial destroyed (the GOAT preset: Sangan's 2005 text,
no once-per-turn limit).

Sources: goatformat.com, "Individual Rulings (P-R)", PREMATURE BURIAL (its entry, in our own
words: when Premature Burial is destroyed, the equipped monster is destroyed) and "Individual
Rulings (S-T)", SANGAN (when Sangan is sent from the field to the Graveyard, whatever sent it,
its controller searches a monster with 1500 or less ATK).

Reading note (h40f): the stored copies of goatformat.com's Individual Rulings pages reachable
for this audit hold only each page's opening (the S-T page: its card headings), so the page is
named as where the card's 2005 Upper Deck rulings are listed, and the answer is put in our own
words from the card's 2005 text and the game's rules; it is not quoted from the page."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table


def test_sangan_destroyed_with_its_premature_burial_searches():
    """Q: my Sangan was revived by Premature Burial; my opponent destroys the Burial with
    Mystical Space Typhoon. A: Sangan is destroyed with it and goes to the GY from the field,
    so its effect is activated: I add Mystic Tomato from my Deck to my hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Premature Burial")
    table.grave(0, "Sangan")
    table.hand(1, "Mystical Space Typhoon")
    table.deck(0, ["Mystic Tomato", "Battle Ox"])
    table.deck(1, ["Battle Ox", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Premature Burial")
    if duel.request.kind == "target":
        s.pick("target", "Sangan")
    while duel.request.kind != "idle":
        s.pick("pass") if s.has("pass") else s.answer(duel.request.options[0])
    assert [c.name for c in duel.monsters(0)] == ["Sangan"] and duel.players[0].lp == 7200
    s.end_turn()
    while duel.request.kind != "idle":
        s.pick("pass")                              # (turn 4's Draw and Standby Phases)
    s.expect(request="idle", player=1)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    if duel.request.kind == "target":
        s.pick("target", "Premature Burial", player=1)
    while duel.request.kind != "idle":
        if s.has("pass"):
            s.pick("pass")
        elif s.options(card="Mystic Tomato"):
            s.pick(duel.request.kind, "Mystic Tomato")
        else:
            s.answer(duel.request.options[0])
    assert sorted(grave(duel, 0)) == ["Premature Burial", "Sangan"]
    assert hand(duel, 0) == ["Mystic Tomato"]
