"""An Equip Spell whose monster changes control (round 52p).

Player 1 equipped their own Dark Magician with Sword of Dark Destruction; player 0 takes the
Magician with Change of Heart. The Equip Card does not change control with it: it stays in
player 1's Spell & Trap Zone, still equipped and still applying (+400 ATK, the Magician is
still DARK). Tributed by player 0, the Magician goes to its owner's GY and the Sword, left
with no monster, is sent to its own player's GY. Sources: the card texts; Seed 004 §装备魔法卡
(an Equip Spell stays equipped while its conditions hold); the rest (an Equip Card keeps its
controller, each card to its owner's GY) is the general rule of control (yugioh-wiki.net
「コントロール」), in our words."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_a_sword_of_dark_destruction_stays_with_its_player_and_boosts_the_borrowed_magician():
    """Q: I take my opponent's Dark Magician, equipped with their Sword of Dark Destruction,
    with Change of Heart. Whose is the Sword, and what does it do? Then I Tribute the Magician.
    A: the Sword stays my opponent's, still on the Magician (2900 ATK for me). Once I Tribute
    the Magician, both cards go to my opponent's GY."""
    table = Table(turn=3)
    table.hand(0, "Change of Heart", "Summoned Skull")
    magician = table.monster(1, "Dark Magician")
    sword = table.spell_trap(1, "Sword of Dark Destruction", face_down=False, equipped_to=magician)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", magician)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert magician.card(duel).controller == 0 and duel.atk(magician.card(duel)) == 2900
    assert sword.card(duel).location == "szone" and sword.card(duel).controller == 1
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", magician)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 0) == ["Change of Heart"]
    assert grave(duel, 1) == ["Dark Magician", "Sword of Dark Destruction"]
