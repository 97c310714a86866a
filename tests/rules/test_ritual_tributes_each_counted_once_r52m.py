"""The Tributes a Ritual Spell may take: each monster counts its Level once, every Tribute must be
needed, and a monster that cannot be Tributed is never one.

Seed 000 §儀式召喚: the Ritual Spell Tributes monsters from the hand or the field whose Levels total
the Level it names. Sources: yugioh-hack.com "ritual-release-limited" (quoting the Perfect Rule
Book: no more monsters than necessary may be Tributed for a Ritual Summon); Summoner Monk's own text
(while face-up on the field it cannot be Tributed: no Tribute of any kind, a Ritual Summon's
included).

Round 52m: mutants of cards/summons.py (`_completes`' search counting one monster's Level twice,
`ritual_summon`'s rest holding the Tributes already chosen, `ritual_pool` keeping a monster that
cannot be Tributed) that the Ritual tests did not tell from the real engine."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _black_luster_ritual(*field):
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Black Luster Ritual", "Black Luster Soldier")      # Level 8, "8 or more"
    for name in field:
        table.monster(0, name)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Black Luster Ritual")
    while duel.request.kind == "chain":
        s.pick("pass")
    return duel, s


def _offered(duel):
    return sorted(o.name for o in duel.request.options if o.kind == "select")


def test_a_level_2_monster_is_no_tribute_beside_a_level_3_and_a_level_5():
    """Q: I control Doron (Level 2), The 13th Grave (Level 3) and Leogun (Level 5) and resolve
    Black Luster Ritual for Black Luster Soldier (Level 8). Which may I Tribute first? A: The 13th
    Grave or Leogun: 3 + 5 make 8. Doron never: with both others it makes 10, and 8 is reached
    without it; with one of them it falls short (5 or 7). No monster counts its Level twice."""
    duel, s = _black_luster_ritual("Doron", "The 13th Grave", "Leogun")
    assert duel.request.kind == "select" and duel.request.player == 0
    assert _offered(duel) == ["Leogun", "The 13th Grave"]


def test_after_the_level_3_only_the_level_5_completes_the_ritual():
    """Q: same position; I Tribute The 13th Grave first (3 of 8). May Doron be the second? A: no:
    3 + 2 counts 5, and the 3 already Tributed does not count again; only Leogun, which makes 8,
    so it is taken without a question. Black Luster Soldier is then Ritual Summoned and Doron stays
    on the field."""
    duel, s = _black_luster_ritual("Doron", "The 13th Grave", "Leogun")
    s.pick("select", "The 13th Grave")
    assert duel.request.kind == "option", "a second Tribute was asked: %s" % _offered(duel)
    s.pick("option", "Attack Position", request="option")
    assert sorted(field_monsters(duel, 0)) == ["Black Luster Soldier", "Doron"]
    assert sorted(grave(duel, 0)) == ["Black Luster Ritual", "Leogun", "The 13th Grave"]


def test_a_face_up_summoner_monk_is_no_ritual_tribute():
    """Q: I control a face-up Summoner Monk (Level 4), Battle Ox and Celtic Guardian (Level 4
    each) and resolve Black Luster Ritual. May the Monk be one of the Tributes? A: no: while it is
    face-up on the field it cannot be Tributed; only Battle Ox and Celtic Guardian are offered, and
    the Monk stays on the field."""
    duel, s = _black_luster_ritual("Summoner Monk", "Battle Ox", "Celtic Guardian")
    assert _offered(duel) == ["Battle Ox", "Celtic Guardian"]
    s.pick("select", "Battle Ox")
    assert duel.request.kind == "option", "a second Tribute was asked: %s" % _offered(duel)
    s.pick("option", "Attack Position", request="option")
    assert sorted(field_monsters(duel, 0)) == ["Black Luster Soldier", "Summoner Monk"]
