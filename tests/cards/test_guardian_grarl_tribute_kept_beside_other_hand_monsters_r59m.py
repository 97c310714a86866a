"""Guardian Grarl (47150851), whose Tribute must leave its Gravity Axe on the field, held beside
other monsters: the summon menu offers them all (round 59m).

Sources, read in our words: Metagame.com's 2005 Guardian article (the Dark Crisis Limited review,
mirrored at kperovic.com ArticleId=44: the monster that wears the Gravity Axe cannot be Tributed
for Grarl; another monster can); seed 004 §主要阶段 (the turn player may Normal Summon or Set
any one monster of their hand it allows). As tests/cards/test_guardian_grarl_tribute_condition_r58b.py
has it for Grarl alone.

Round 59m: kills turn.py `_summon_options`' return after a Tribute-kept Guardian read with `or`
(`first or options`: the menu stopped at the Guardian once it had options, and the monsters held
after it were not offered), a stop 58 line (round 58b)."""

from duelist.testing.scenario import Script, Table


def test_grarl_and_the_monsters_after_it_are_all_offered():
    """Q: my Battle Ox wears my face-up Gravity Axe - Grarl and I control Mystical Elf too; I hold
    Celtic Guardian, Guardian Grarl and Gemini Elf. What may I Normal Summon or Set? A: Grarl
    (Tributing the Elf, which leaves the Axe), and Celtic Guardian and Gemini Elf each either way."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Celtic Guardian", "Guardian Grarl", "Gemini Elf")
    ox = table.monster(0, "Battle Ox")
    table.monster(0, "Mystical Elf")
    table.spell_trap(0, "Gravity Axe - Grarl", face_down=False, equipped_to=ox)
    duel = table.build()
    s = Script(duel)
    s.expect(request="idle", player=0)
    offered = sorted((o.kind, o.name) for o in duel.request.options if o.kind in ("summon", "set"))
    assert offered == [("set", "Celtic Guardian"), ("set", "Gemini Elf"), ("set", "Guardian Grarl"),
                       ("summon", "Celtic Guardian"), ("summon", "Gemini Elf"), ("summon", "Guardian Grarl")]
