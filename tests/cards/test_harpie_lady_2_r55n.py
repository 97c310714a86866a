"""Harpie Lady 2 (Effect Monster, Level 4 WIND Winged Beast): its name is always "Harpie Lady"; a
Flip monster it destroys by battle has its effects negated.

Sources: the card's text, in our own words (the 2005 print, RDS-EN018, and today's do the same: no era
entry; yugioh-wiki.net 《ハーピィ・レディ２》: このカードが戦闘で破壊したリバースモンスターの効果は
無効化される): a Set Flip monster it attacks and destroys is flipped face-up and its FLIP effect,
activated after damage calculation (seed 000 §效果分類 誘發效果), does nothing; a Flip monster that
survives the battle is not touched, nor is a monster that is no Flip monster (Mystic Tomato's effect
in the GY). The shape is Dark Balter the Terrible's (its own negation of the monsters it destroys by
battle), narrowed to Flip monsters."""

from duelist.testing.reads import field_monsters, grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table


def _run(duel, s):
    """Answer the battle's questions (yes, the first target, the first card) until the Battle Step."""
    for _ in range(12):
        kind = duel.request.kind
        if kind == "battle":
            return
        if kind == "yes_no":
            s.pick("yes")
        elif kind in ("target", "select"):
            s.answer(duel.request.options[0])
        elif kind == "option":
            s.pick("option", "Attack Position")
        else:
            s.pick("pass")


def _attack(table, target):
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Harpie Lady 2", target=target)
    _run(duel, s)
    return duel


def test_harpie_lady_2_negates_the_flip_effect_of_a_set_monster_it_destroys():
    """Q: (2005 rules) Harpie Lady 2 attacks my opponent's Set Magician of Faith (400 DEF) and
    destroys it; its FLIP effect would add Pot of Greed from their GY. A: negated: Pot of Greed stays
    in the GY; the log names Magician of Faith's negated effect."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Harpie Lady 2")
    mof = table.monster(1, "Magician of Faith", position="set")
    table.grave(1, "Pot of Greed")
    duel = _attack(table, mof)
    assert hand(duel, 1) == [] and sorted(grave(duel, 1)) == ["Magician of Faith", "Pot of Greed"]
    assert [e["name"] for e in of_type(duel, "negated")] == ["Magician of Faith"]


def test_harpie_lady_2_survives_man_eater_bug():
    """Q: Harpie Lady 2 attacks a Set Man-Eater Bug (600 DEF) and destroys it. Its FLIP effect would
    destroy a monster: does Harpie Lady 2 stay? A: yes: the effect is negated; the Bug is in the GY."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Harpie Lady 2")
    bug = table.monster(1, "Man-Eater Bug", position="set")
    duel = _attack(table, bug)
    assert field_monsters(duel, 0) == ["Harpie Lady 2"] and grave(duel, 1) == ["Man-Eater Bug"]


def test_harpie_lady_2_leaves_a_flip_monster_that_survives_alone():
    """Q: Harpie Lady 2 attacks a Set Des Koala (1800 DEF); I hold 2 cards. A: Des Koala survives, I
    take 500 battle damage, and its FLIP effect applies: 400 for each card in my hand, 800."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Harpie Lady 2")
    table.hand(0, "Battle Ox", "Celtic Guardian")
    koala = table.monster(1, "Des Koala", position="set")
    duel = _attack(table, koala)
    assert field_monsters(duel, 1) == ["Des Koala"] and lp(duel)[0] == 8000 - 500 - 800


def test_harpie_lady_2_leaves_a_monster_that_is_no_flip_monster_alone():
    """Q: Harpie Lady 2 destroys my opponent's Mystic Tomato (1100 DEF, in Defense Position) by
    battle. A: Tomato is no Flip monster: its effect in the GY Special Summons a DARK monster from
    their Deck (Gravekeeper's Spy)."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Harpie Lady 2")
    tomato = table.monster(1, "Mystic Tomato", position="defense")
    table.deck(1, ["Celtic Guardian", "Gravekeeper's Spy"])
    duel = _attack(table, tomato)
    assert grave(duel, 1) == ["Mystic Tomato"] and field_monsters(duel, 1) == ["Gravekeeper's Spy"]
    assert of_type(duel, "negated") == []
