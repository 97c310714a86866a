"""Getsu Fuhma (21887179), Level 4 DARK Warrior, 1700 / 1200: a Fiend or Zombie monster that battled
it is destroyed at the end of the Damage Step.

Sources, in our words: the card's text (IOC-089, 2004: "if this card battles a Fiend or Zombie-Type
monster, destroy it with this card's effect at the end of the Damage Step"; today's text says the
same: no ERAS entry); yugioh-wiki.net 《月風魔》 (a mandatory trigger at the end of the Damage Step,
attacking or attacked; it activates even when Getsu Fuhma was destroyed by that battle, as Ryu
Kokki's, 《龍骨鬼》); Spirit Reaper's text (it is not destroyed by battle, but an effect destroys it:
the answer Goat players gave it); Skill Drain's text (it negates the effects of face-up monsters
on the field: a trigger activated from the GY is not negated, our reading)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

FUHMA = "Getsu Fuhma"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_getsu_fuhma_destroys_spirit_reaper_after_the_battle():
    """Q: Getsu Fuhma (1700) attacks my opponent's Spirit Reaper (Zombie, 300 ATK) in Attack
    Position. A: Spirit Reaper survives the battle (my opponent takes 1400), then is destroyed by
    Getsu Fuhma's effect at the end of the Damage Step."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, FUHMA)
    reaper = table.monster(1, "Spirit Reaper")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", FUHMA, target=reaper)
    _pass(s)
    assert lp(duel) == (8000, 6600)
    assert grave(duel, 1) == ["Spirit Reaper"]
    assert [c.name for c in duel.monsters(0)] == [FUHMA]


def test_getsu_fuhma_destroyed_by_a_fiend_still_takes_it_along():
    """Q: my opponent's Summoned Skull (Fiend, 2500) attacks my Getsu Fuhma. A: Getsu Fuhma is
    destroyed (I take 800); at the end of the Damage Step its effect, from my GY, destroys the
    Skull."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    fuhma = table.monster(0, FUHMA)
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=fuhma, player=1)
    _pass(s)
    assert lp(duel) == (7200, 8000)
    assert grave(duel, 0) == [FUHMA] and grave(duel, 1) == ["Summoned Skull"]


def test_getsu_fuhma_leaves_other_types_alone():
    """Q: Getsu Fuhma attacks Mystical Elf (Spellcaster, DEF 2000) in Defense Position. A: nothing
    is destroyed; I take 300."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, FUHMA)
    table.monster(1, "Mystical Elf", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", FUHMA, target="Mystical Elf")
    _pass(s)
    assert grave(duel, 0) == [] and grave(duel, 1) == []
    assert lp(duel) == (7700, 8000)


def test_getsu_fuhma_under_skill_drain_on_the_field_does_nothing():
    """Q: Skill Drain is face-up; Getsu Fuhma attacks Ryu Kokki (Zombie, DEF 2000) in Defense
    Position. A: I take 300; both monsters survive: each one's effect (Ryu Kokki's on Warriors too)
    is negated on the field."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, FUHMA)
    table.monster(1, "Ryu Kokki", position="defense")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", FUHMA, target="Ryu Kokki")
    _pass(s)
    assert lp(duel) == (7700, 8000)
    assert grave(duel, 0) == [] and grave(duel, 1) == []


def test_getsu_fuhma_and_ryu_kokki_destroy_each_other():
    """Q: without Skill Drain, Getsu Fuhma attacks Ryu Kokki in Defense Position. A: I take 300;
    at the end of the Damage Step each destroys the other (Fuhma is a Warrior, Kokki a Zombie)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, FUHMA)
    table.monster(1, "Ryu Kokki", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", FUHMA, target="Ryu Kokki")
    _pass(s)
    assert lp(duel) == (7700, 8000)
    assert grave(duel, 0) == [FUHMA] and grave(duel, 1) == ["Ryu Kokki"]


def test_getsu_fuhma_destroyed_under_skill_drain_acts_from_the_grave():
    """Q: Skill Drain is face-up; my opponent's Summoned Skull destroys my Getsu Fuhma by battle. A:
    Skill Drain negates effects on the field only; Getsu Fuhma's trigger arises in my GY, so the
    Skull is still destroyed (our reading of Skill Drain's text, as Ryu Kokki's ruling)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    fuhma = table.monster(0, FUHMA)
    table.monster(1, "Summoned Skull")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=fuhma, player=1)
    _pass(s)
    assert lp(duel) == (7200, 8000)
    assert grave(duel, 0) == [FUHMA] and grave(duel, 1) == ["Summoned Skull"]
