"""Gale Lizard (77491079): FLIP: target 1 monster on the field and return it to its owner's hand.

Sources: the card's text in our words (the 2005 print, IOC-008, and today's do the same: no ERAS
entry). A FLIP effect targets as it is activated (seed 000 §效果分類 反轉效果); attacked face-down,
it is activated after damage calculation, even though the Lizard was destroyed (seed 000 §效果分類
誘發效果). Any monster: either side, face-down too, itself included (as Mysterious Guard's). A Token
or a Fusion Monster is not added to the hand (seed 000: it goes to the Extra Deck / vanishes; our
reading, not tested here). Skill Drain negates it once it is face-up."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table

GL = "Gale Lizard"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_gale_lizard_flip_summon_bounces_an_opponents_monster():
    """Q: I Flip Summon Gale Lizard and target my opponent's Summoned Skull. A: Skull returns to my
    opponent's hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, GL, position="set")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", GL)
    s.pick("target", "Summoned Skull", player=0)
    _pass_all(s, duel)
    assert hand(duel, 1) == ["Summoned Skull"] and duel.monsters(1) == []


def test_gale_lizard_can_target_a_face_down_monster_or_itself():
    """Q: as it flips, which monsters may it target? A: every monster on the field: my opponent's
    face-down one, and Gale Lizard itself."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    lizard = table.monster(0, GL, position="set")
    other = table.monster(1, "Hitotsu-Me Giant", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", GL)
    targets = {o.card for o in duel.request.options if o.kind == "target"}
    assert targets == {lizard.uid(duel), other.uid(duel)}
    s.pick("target", lizard)
    _pass_all(s, duel)
    assert hand(duel, 0) == [GL]


def test_gale_lizard_attacked_face_down_still_bounces():
    """Q: my face-down Gale Lizard (700 DEF) is attacked by Summoned Skull and destroyed. A: its FLIP
    effect is activated after damage calculation: I return Skull to my opponent's hand."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    lizard = table.monster(0, GL, position="set")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=lizard, request="battle")
    _pass_all(s, duel)
    s.pick("target", "Summoned Skull", player=0)
    _pass_all(s, duel)
    assert grave(duel, 0) == [GL] and hand(duel, 1) == ["Summoned Skull"]


def test_gale_lizard_skill_drain_negates_it():
    """Q: my opponent's Skill Drain is face-up; I Flip Summon Gale Lizard targeting Summoned Skull. A:
    the effect is activated (the target picked) and negated as it resolves: Skull stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, GL, position="set")
    skull = table.monster(1, "Summoned Skull")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", GL)
    s.pick("target", "Summoned Skull", player=0, request="target")
    _pass_all(s, duel)
    assert skull.card(duel).location == "mzone" and hand(duel, 1) == []
