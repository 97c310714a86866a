"""Wicked-Breaking Flamberge - Baou (68427465) when its monster and the victim destroy each other.

No source found (yugioh-wiki.net 《破邪の大剣－バオウ》 has no FAQ on it; the Ha Des rulings speak of
a Ha Des that stays): the script's choice is a reading. Baou's negation is a continuous effect of
an Equip Spell, applied while Baou is face-up on the field (seed 000 §裝備魔法: an Equip Card
gone, its effect ends); when the equipped monster is destroyed by the same battle, Baou leaves
with it before the victim's "sent to the GY" trigger resolves, so nothing negates that trigger.
The 2005 text (DCR-035) and today's read the same here. (Review round 56s.)"""

from duelist.testing.reads import grave, hand, of_type
from duelist.testing.scenario import Script, Table

BAOU = "Wicked-Breaking Flamberge - Baou"


def _pass_all(s, duel):
    for _ in range(10):
        kind = duel.request.kind
        if kind == "chain":
            s.pick("pass")
        elif kind == "yes_no":
            s.pick("yes")
        else:
            return


def test_wicked_breaking_flamberge_baou_gone_with_its_monster_negates_nothing():
    """Q: my Sasuke Samurai (500) holding Baou (1000 ATK) attacks my opponent's face-up Sangan
    (1000): both are destroyed. Is Sangan's search negated? A: (our reading) no: Baou went to the
    GY with my Samurai before Sangan's trigger resolved: my opponent adds Mystic Tomato."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    samurai = table.monster(0, "Sasuke Samurai")
    table.spell_trap(0, BAOU, face_down=False, equipped_to=samurai)
    sangan = table.monster(1, "Sangan")
    table.deck(1, ["Mystic Tomato", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    assert duel.atk(samurai.card(duel)) == 1000
    s.pick("attack", "Sasuke Samurai", target=sangan)
    for _ in range(6):
        if duel.request.kind == "select":
            s.pick("select", "Mystic Tomato", player=1)
        else:
            _pass_all(s, duel)
            if duel.request.kind != "select":
                break
    assert sorted(grave(duel, 0)) == ["Sasuke Samurai", BAOU] and grave(duel, 1) == ["Sangan"]
    assert hand(duel, 1) == ["Mystic Tomato"] and of_type(duel, "negated") == []
