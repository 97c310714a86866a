"""Dark Driceratops (65287621): attacking a Defense Position monster, it deals the opponent the
amount its ATK exceeds that monster's DEF as battle damage (piercing).

Sources: the card's texts in our words (the 2005 TCG print, IOC, and today's do the same: no ERAS
entry); yugioh-wiki.net 《暗黒ドリケラトプス》 and 《貫通》: a continuous effect; a face-down monster is
flipped and its DEF is used; against a higher DEF the attacker's controller takes the difference
as usual (seed 004 §伤害的判定); Skill Drain (its text) negates the face-up monster's effect."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

DD = "Dark Driceratops"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _attack(name, position, skill_drain=False):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, DD)
    target = table.monster(1, name, position=position)
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", DD, target=target, request="battle")
    _pass_all(s, duel)
    return duel


def test_dark_driceratops_pierces_a_face_down_monster():
    """Q: Dark Driceratops (2400) attacks a face-down Mystical Elf (2000 DEF). A: the Elf is
    destroyed and my opponent takes 400."""
    duel = _attack("Mystical Elf", "set")
    assert lp(duel) == (8000, 7600) and grave(duel, 1) == ["Mystical Elf"]


def test_dark_driceratops_into_an_attack_position_monster_is_plain_battle():
    """Q: it attacks an Attack Position Battle Ox (1700). A: the usual 700, nothing more."""
    duel = _attack("Battle Ox", "attack")
    assert lp(duel) == (8000, 7300) and grave(duel, 1) == ["Battle Ox"]


def test_dark_driceratops_into_a_higher_defense_takes_the_difference():
    """Q: it attacks a face-up Defense Position Big Shield Gardna (2600 DEF). A: nothing is
    destroyed, no piercing: I take 200."""
    duel = _attack("Big Shield Gardna", "defense")
    assert lp(duel) == (7800, 8000) and grave(duel, 1) == []


def test_dark_driceratops_under_skill_drain_does_not_pierce():
    """Q: under my opponent's Skill Drain it attacks a Defense Position Mystical Elf. A: the Elf
    is destroyed, but no damage."""
    duel = _attack("Mystical Elf", "defense", skill_drain=True)
    assert lp(duel) == (8000, 8000) and grave(duel, 1) == ["Mystical Elf"]
