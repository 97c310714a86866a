"""Guardian Tryce (46037213) turned face-down before it is destroyed: a judge's review (round 58t).

Sources: edisonformat.com's historical rulings for Book of Moon (a monster turned face-down still
remembers how it was Summoned: a Tribute Summon included); yugioh-wiki.net
《ガーディアン・トライス》 (a Tryce Set by a Tribute and destroyed face-down still brings its
Tribute back: its effect does not ask that it be face-up when destroyed)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

TRYCE = "Guardian Tryce"
SWORDS = "Twin Swords of Flashing Light - Tryce"


def _settle(duel, s):
    """Pass every chain question; the Special Summon's position: face-up Attack."""
    while duel.request is not None and duel.request.kind not in ("idle", "battle"):
        names = [o.name for o in duel.request.options]
        if duel.request.kind == "zone":
            s.answer(duel.request.options[0])
        elif "Attack Position" in names:
            s.answer(duel.request.options[names.index("Attack Position")])
        else:
            s.pick("pass", player=duel.request.player)


def test_guardian_tryce_turned_face_down_by_book_of_moon_still_revives_its_tribute():
    """Q: I Tribute Summon Guardian Tryce (Twin Swords face-up on my opponent's Mystical Elf),
    Tributing Battle Ox; then I turn Tryce face-down with Book of Moon, and Dark Hole destroys
    it. A: face-down it is still the monster Tribute Summoned with the Ox: the Ox comes back to
    my field in Attack Position; Tryce is in my GY."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, TRYCE, "Book of Moon", "Dark Hole")
    table.monster(0, "Battle Ox")
    elf = table.monster(1, "Mystical Elf")
    table.spell_trap(0, SWORDS, face_down=False, equipped_to=elf)
    table.deck(0, ["Pot of Greed"] * 3)
    table.deck(1, ["Pot of Greed"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", TRYCE)
    s.pick("tribute", "Battle Ox")
    _settle(duel, s)
    s.pick("activate", "Book of Moon", request="idle")
    s.pick("target", TRYCE)
    _settle(duel, s)
    assert duel.monsters(0)[0].position == "set"
    s.pick("activate", "Dark Hole", request="idle")
    _settle(duel, s)
    assert field_monsters(duel, 0) == ["Battle Ox"]
    assert duel.monsters(0)[0].position == "attack"
    assert TRYCE in grave(duel, 0) and "Battle Ox" not in grave(duel, 0)
