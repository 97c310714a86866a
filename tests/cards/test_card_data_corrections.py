"""Card facts the source data leaves out, added by scripts/import_cards.py (KINDS_ADDED): Dice
Jar, Trap Master, Cobra Jar and Desertapir are Flip Effect Monsters (their effects start with "FLIP:"), though the
source's type lines read "Rock / Effect" and "Warrior / Effect". Rules that ask whether a
monster is a Flip monster must see them so: Blade Knight negates the effects of a Flip monster
it destroys by battle (seed 000 §效果分類 反轉效果; Blade Knight's text)."""

from duelist.cards.db import find_card
from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table


def test_dice_jar_and_trap_master_are_flip_effect_monsters():
    for name in ("Dice Jar", "Trap Master", "Cobra Jar", "Desertapir"):
        kinds = find_card(name).kinds
        assert "Flip" in kinds and "Effect" in kinds, (name, kinds)


def test_blade_knight_alone_negates_trap_masters_flip_effect():
    """Blade Knight, alone on its side, destroys a Set Trap Master by battle: Trap Master is a
    Flip monster, so its flip effect (destroy a Trap) is negated and the Trap stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Blade Knight")
    table.hand(0, "Battle Ox", "Celtic Guardian")
    table.spell_trap(0, "Mirror Force")
    master = table.monster(1, "Trap Master", position="set")      # 500 / 1100
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Blade Knight", target=master)
    for _ in range(6):
        if duel.request is None or duel.request.kind in ("battle", "idle"):
            break
        if duel.request.kind == "target":
            s.pick("target", first=True)        # (the Set Mirror Force: hidden to player 2)
        else:
            s.pick("pass")
    assert field_monsters(duel, 0) == ["Blade Knight"] and grave(duel, 1) == ["Trap Master"]
    assert [c.name for c in duel.players[0].szone if c is not None] == ["Mirror Force"]
    assert any(e.get("what") == "effect" for e in of_type(duel, "negated"))


def test_the_printed_rank_0_numbers_hold_the_rank_their_text_treats_them_as():
    """Number F0 and S0 monsters print no Rank star; their text treats their original Rank as 1
    (scripts/import_cards.py RANK_TREATED_AS), and every rule reads that Rank."""
    for name in ("Number F0: Utopic Future", "Number F0: Utopic Draco Future",
                 "Number F0: Utopic Future Slash", "Number F0: Utopic Future Zexal",
                 "Number S0: Utopic ZEXAL"):
        data = find_card(name)
        assert "Xyz" in data.kinds and data.rank == 1, (name, data.rank)
