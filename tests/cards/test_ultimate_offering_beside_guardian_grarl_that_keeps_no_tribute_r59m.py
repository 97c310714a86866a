"""Ultimate Offering (80604091) beside a Guardian Grarl whose only Tribute wears its Gravity Axe
(round 59m).

Sources, read in our words: Ultimate Offering's text (pay 500 LP for an extra Normal Summon or
Set: activated only when its player could make one); Metagame.com's 2005 Guardian article (the
Dark Crisis Limited review, mirrored at kperovic.com ArticleId=44: the monster that wears the
Gravity Axe cannot be Tributed for Guardian Grarl, the Axe would leave with it); the 2005 TCG text
of Guardian Grarl (no Normal Summon and no Set without a face-up Gravity Axe - Grarl). Our reading:
a Guardian Grarl that can be neither Summoned nor Set leaves the player's other hand monsters
free, so Ultimate Offering may be activated for them.

Round 59m: kills turn.py `_summon_options`' early return after a Tribute-kept Guardian read
without `options` (`if first and options` read `if first`: the question "may this player Normal
Summon now" stopped at the Guardian that added nothing), a stop 58 line (round 58b)."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def test_ultimate_offering_for_the_monster_held_beside_a_stuck_guardian_grarl():
    """Q: (GOAT) I already Normal Summoned this turn. My Battle Ox wears my face-up Gravity Axe -
    Grarl, the only monster I control; I hold Guardian Grarl and Mystical Elf, and my Ultimate
    Offering is face-up. May I activate Ultimate Offering? A: yes: Grarl can be neither Tribute
    Summoned nor Set (its one Tribute would take the Axe away), but Mystical Elf can be Normal
    Summoned; paying 500 LP I Normal Summon the Elf."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Guardian Grarl", "Mystical Elf")
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, "Gravity Axe - Grarl", face_down=False, equipped_to=ox)
    table.spell_trap(0, "Ultimate Offering", face_down=False)
    table.normal_summoned(0)
    duel = table.build()
    s = Script(duel)
    s.expect(request="idle", player=0)
    s.pick("activate", "Ultimate Offering", request="idle")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert duel.request.kind == "summon_now"
    offered = sorted((o.kind, o.name) for o in duel.request.options if o.kind in ("summon", "set"))
    assert offered == [("set", "Mystical Elf"), ("summon", "Mystical Elf")]
    s.pick("summon", "Mystical Elf")
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Mystical Elf"]
    assert duel.players[0].lp == 7500
