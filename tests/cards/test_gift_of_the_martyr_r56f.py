"""Gift of the Martyr (98792570): a Normal Spell; its cost Tributes 1 monster its player controls,
and a targeted face-up monster of theirs gains ATK equal to the Tributed monster's original ATK
until the end of the turn.

Sources: the card's text (2005 TLM "Offer 1 monster on your side of the field as a Tribute ... the
original ATK of the Tributed monster until the End Phase" and today's, in our words: the same).
The Tribute is a cost, paid before the target is chosen (seed 000 §發動與代價), so the Tributed
monster cannot be the target; "original ATK" is the printed ATK, not its ATK under a gain (seed
000 §怪獸的攻擊力). A negated activation (Magic Jammer) keeps the Tribute in the GY."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_gift_of_the_martyr_gives_the_tributes_original_atk():
    """Q: I Tribute Dark Magician (2500) for Gift of the Martyr and target my Battle Ox (1700).
    A: Battle Ox has 4200 ATK this turn, 1700 again next turn."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Gift of the Martyr")
    ox = table.monster(0, "Battle Ox")
    table.monster(0, "Dark Magician")
    table.deck(0, ["Celtic Guardian"] * 2)
    table.deck(1, ["Celtic Guardian"] * 2)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Gift of the Martyr", player=0, request="idle")
    s.pick("select", "Dark Magician", player=0, request="select")
    s.pick("target", "Battle Ox", player=0, request="target")
    _pass_all(s)
    assert duel.atk(ox.card(duel)) == 4200
    assert sorted(grave(duel, 0)) == ["Dark Magician", "Gift of the Martyr"]
    s.end_turn()
    _pass_all(s)
    assert duel.atk(ox.card(duel)) == 1700


def test_gift_of_the_martyr_needs_another_face_up_monster():
    """Q: I control only Battle Ox. May I activate Gift of the Martyr? A: no: Tributing it would
    leave no face-up monster to target. With a Set Mystical Elf beside it, yes: only Mystical Elf
    is offered as the Tribute, and Battle Ox gains 800."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Gift of the Martyr")
    table.monster(0, "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("activate", "Gift of the Martyr")
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Gift of the Martyr")
    ox = table.monster(0, "Battle Ox")
    table.monster(0, "Mystical Elf", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Gift of the Martyr", player=0, request="idle")
    s.pick("select", "Mystical Elf", player=0, request="select")   # the only Tribute offered
    s.pick("target", "Battle Ox", player=0, request="target")
    _pass_all(s)
    assert duel.atk(ox.card(duel)) == 2500


def test_gift_of_the_martyr_counts_the_original_atk_only():
    """Q: my Koumori Dragon has 1700 ATK under Mountain (+200); I Tribute it for Gift of the
    Martyr. A: my Battle Ox gains 1500, Koumori Dragon's original ATK, not 1700: 3200."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Gift of the Martyr")
    ox = table.monster(0, "Battle Ox")
    table.monster(0, "Koumori Dragon")
    table.field_spell(0, "Mountain")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Gift of the Martyr", player=0, request="idle")
    s.pick("select", "Koumori Dragon", player=0, request="select")
    s.pick("target", "Battle Ox", player=0, request="target")
    _pass_all(s)
    assert duel.atk(ox.card(duel)) == 3200


def test_gift_of_the_martyr_negated_by_magic_jammer():
    """Q: my opponent answers Gift of the Martyr with Magic Jammer. A: the activation is negated:
    Dark Magician stays in my GY (its Tribute was the cost), Battle Ox gains nothing."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Gift of the Martyr")
    ox = table.monster(0, "Battle Ox")
    table.monster(0, "Dark Magician")
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Gift of the Martyr", player=0, request="idle")
    s.pick("select", "Dark Magician", player=0, request="select")
    s.pick("target", "Battle Ox", player=0, request="target")
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    s.pick("select", "Celtic Guardian", player=1, request="select")
    _pass_all(s)
    assert duel.atk(ox.card(duel)) == 1700
    assert field_monsters(duel, 0) == ["Battle Ox"]
    assert sorted(grave(duel, 0)) == ["Dark Magician", "Gift of the Martyr"]
