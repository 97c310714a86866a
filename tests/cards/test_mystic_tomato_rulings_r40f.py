"""Mystic Tomato's rulings as Goat judges give them (the GOAT preset; one text in both eras:
destroyed by battle and sent to the Graveyard, its controller may Special Summon 1 DARK monster
with 1500 or less ATK from the Deck in face-up Attack Position).

Source: goatformat.com, "Individual Rulings (L-O)", MYSTIC TOMATO, Individual Card FAQs (its
entry, in our own words): it is not a Flip Effect: destroyed by battle while face-down (attacked
as a Set monster), its effect is still activated; the monster comes in face-up Attack Position.

Reading note (h40f): the stored copies of goatformat.com's Individual Rulings pages reachable
for this audit hold only each page's opening (the S-T page: its card headings), so the page is
named as where the card's 2005 Upper Deck rulings are listed, and the answer is put in our own
words from the card's 2005 text and the game's rules; it is not quoted from the page."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_a_set_mystic_tomato_destroyed_by_battle_still_summons_in_attack_position():
    """Q: my Set Mystic Tomato is attacked by Summoned Skull and destroyed. A: it was destroyed
    by battle and sent to the GY, so I may Special Summon Sangan from my Deck, in face-up
    Attack Position."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    tomato = table.monster(0, "Mystic Tomato", position="set")
    table.monster(1, "Summoned Skull")
    table.deck(0, ["Sangan", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=tomato, player=1)
    while duel.request.kind not in ("battle", "idle"):
        if duel.request.kind == "yes_no":
            s.pick("yes", player=0)
        elif s.options(card="Sangan"):
            s.pick(duel.request.kind, "Sangan", player=0)
        else:
            s.pick("pass")
    assert grave(duel, 0) == ["Mystic Tomato"]
    assert field_monsters(duel, 0) == ["Sangan"]
    assert duel.monsters(0)[0].position == S.FACEUP_ATTACK
