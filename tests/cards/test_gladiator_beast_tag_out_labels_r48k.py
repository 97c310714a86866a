"""What the Gladiator Beasts' "tag out" effects say they do (round 48k): the effect's label
(shown where the effect is listed: `repr` of the effect, a debugger, the card scripts' own
tables) counts the Gladiator Beasts it Special Summons, in the singular for one."""

from duelist.cards import db
from duelist.cards.registry import get_script


def _labels(name):
    return [effect.label for effect in get_script(db.find_card(name)).effects]


def test_bestiari_tags_out_for_one_gladiator_beast():
    labels = [label for label in _labels("Gladiator Beast Bestiari") if label.startswith("tag out")]
    assert labels == ["tag out: shuffle it into the Deck, Special Summon 1 Gladiator Beast"]


def test_gyzarus_tags_out_for_two_gladiator_beasts():
    labels = [label for label in _labels("Gladiator Beast Gyzarus") if label.startswith("tag out")]
    assert labels == ["tag out: shuffle it into the Deck, Special Summon 2 Gladiator Beasts"]
