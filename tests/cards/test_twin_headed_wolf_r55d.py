"""Twin-Headed Wolf (88132637): while its controller has another Fiend, the effects of the Flip
monsters it destroys by battle are negated.

Sources: the card's texts in our words (the 2005-era TCG text, LOD-EN008, Legacy of Darkness:
while there is another Fiend-Type monster on your side of the field, the effect of a Flip Effect
Monster destroyed by battle with this card is negated; today's: "while you control another Fiend
monster, negate the effects of Flip monsters destroyed by battle with this card" -- the same,
no ERAS entry); yugioh-wiki.net 《ツインヘッド・ケルベロス》: a continuous effect, as Dark Balter
the Terrible's negation of the monsters it destroys by battle, that reaches Flip monsters only
(a face-down Flip monster attacked is flipped and its Flip effect, activated after damage
calculation, is negated), and only while another Fiend is on its controller's field (its Type
known: face-up); seed 000 §反轉效果 (a Flip effect of a monster attacked face-down is
activated after damage calculation)."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

WOLF = "Twin-Headed Wolf"


def _attack(target_name="Man-Eater Bug", fiend=True, attacker=WOLF):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, WOLF)
    if fiend:
        table.monster(0, "Summoned Skull")
    table.monster(0, "Battle Ox")
    target = table.monster(1, target_name, position="set")
    table.deck(1, ["Mystical Elf", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", attacker, target=target, request="battle")
    return duel, s


def test_twin_headed_wolf_negates_man_eater_bugs_flip_effect():
    """Q: I control Twin-Headed Wolf and Summoned Skull (a Fiend); the Wolf attacks my opponent's
    face-down Man-Eater Bug (DEF 600). A: Man-Eater Bug is flipped and destroyed; its Flip effect
    is activated (targeting the Wolf) and negated as it resolves: my monsters all stay on the
    field."""
    duel, s = _attack()
    s.expect("target", player=1)                    # its Flip effect is activated (a chain link) ...
    s.pick("target", WOLF, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 1) == ["Man-Eater Bug"]
    assert field_monsters(duel, 0) == [WOLF, "Summoned Skull", "Battle Ox"]
    assert any(e["type"] == "negated" for e in duel.log)


def test_twin_headed_wolf_without_another_fiend_negates_nothing():
    """Q: the same attack, but my only other monster is Battle Ox (a Beast-Warrior). A: no Fiend
    beside the Wolf: Man-Eater Bug's Flip effect resolves and destroys the monster its controller
    targets (here Twin-Headed Wolf)."""
    duel, s = _attack(fiend=False)
    s.expect("target", player=1)
    s.pick("target", WOLF, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 1) == ["Man-Eater Bug"] and grave(duel, 0) == [WOLF]
    assert field_monsters(duel, 0) == ["Battle Ox"]


def test_twin_headed_wolf_leaves_a_flip_monster_another_monster_destroys():
    """Q: Summoned Skull, not the Wolf, attacks the face-down Man-Eater Bug. A: the Wolf negates
    only the Flip monsters destroyed by battle with itself: Man-Eater Bug's effect resolves and
    destroys the Wolf."""
    duel, s = _attack(attacker="Summoned Skull")
    s.expect("target", player=1)
    s.pick("target", WOLF, player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 1) == ["Man-Eater Bug"] and grave(duel, 0) == [WOLF]


def test_twin_headed_wolf_leaves_sangan_alone():
    """Q: the Wolf (with Summoned Skull beside it) destroys my opponent's face-down Sangan. A:
    Sangan is no Flip monster: its effect is not negated, my opponent adds Mystical Elf (800
    ATK) from their Deck to their hand."""
    duel, s = _attack(target_name="Sangan")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("select", "Mystical Elf", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 1) == ["Sangan"] and hand(duel, 1) == ["Mystical Elf"]
